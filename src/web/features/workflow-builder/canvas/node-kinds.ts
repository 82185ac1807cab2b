import { Bot, Mail, UserCheck, Webhook, Zap, type LucideIcon } from 'lucide-react';
import type { NodeType } from '@common/workflows';

/** The icon and colour of each node type, on the canvas and in the sidebar (readable in both themes). */
export const NODE_KINDS: Record<NodeType, { icon: LucideIcon; tone: string; accent: string }> = {
  agent: { icon: Bot, tone: 'bg-primary/15 text-primary', accent: 'border-t-primary' },
  trigger: { icon: Zap, tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-300', accent: 'border-t-amber-500' },
  email: { icon: Mail, tone: 'bg-sky-500/15 text-sky-700 dark:text-sky-300', accent: 'border-t-sky-500' },
  webhook: { icon: Webhook, tone: 'bg-violet-500/15 text-violet-700 dark:text-violet-300', accent: 'border-t-violet-500' },
  approval: { icon: UserCheck, tone: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300', accent: 'border-t-emerald-500' },
};
