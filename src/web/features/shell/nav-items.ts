import {
  BarChart3,
  BookOpen,
  Bot,
  FlaskConical,
  HelpCircle,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  Rocket,
  Settings,
  UserPlus,
  Users,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Capability } from '@common/members';

export interface NavItem {
  path: string;
  /** key under nav.* in the shell namespace */
  labelKey: string;
  icon: LucideIcon;
  /** shows the project's agent count */
  agentBadge?: boolean;
  /** shows how many conversations wait for a person */
  inboxBadge?: boolean;
  /** what the user's role in the current project must allow for the item to show */
  needs?: Capability;
}

/**
 * The sidebar's order; Leads (issue 11, lead capture) follows the Tools Hub its tool belongs to,
 * the Inbox (human handoff) and Visitors (one profile per person) the Conversations they build on.
 */
export const MAIN_NAV: NavItem[] = [
  { path: '/', labelKey: 'nav.dashboard', icon: LayoutDashboard, needs: 'view' },
  { path: '/agents', labelKey: 'nav.agents', icon: Bot, agentBadge: true, needs: 'view' },
  { path: '/workflows', labelKey: 'nav.workflows', icon: Workflow, needs: 'view' },
  { path: '/knowledge', labelKey: 'nav.knowledge', icon: BookOpen, needs: 'view' },
  { path: '/test-console', labelKey: 'nav.testConsole', icon: FlaskConical, needs: 'build' },
  { path: '/tools', labelKey: 'nav.tools', icon: Wrench, needs: 'view' },
  { path: '/leads', labelKey: 'nav.leads', icon: UserPlus, needs: 'readConversations' },
  { path: '/analytics', labelKey: 'nav.analytics', icon: BarChart3, needs: 'view' },
  { path: '/conversations', labelKey: 'nav.conversations', icon: MessagesSquare, needs: 'readConversations' },
  { path: '/visitors', labelKey: 'nav.visitors', icon: Users, needs: 'readConversations' },
  { path: '/inbox', labelKey: 'inbox:nav.label', icon: Inbox, inboxBadge: true, needs: 'readConversations' },
  { path: '/deployments', labelKey: 'nav.deployments', icon: Rocket, needs: 'view' },
];

export const BOTTOM_NAV: NavItem[] = [
  { path: '/settings', labelKey: 'nav.settings', icon: Settings },
  { path: '/help', labelKey: 'nav.help', icon: HelpCircle },
];

const WORKFLOW_BUILDER = /^\/agents\/[^/]+\/workflow\/?$/;

/** The nav entry to highlight for a location: the agent workflow builder belongs to Workflow Builder. */
export function isNavItemActive(itemPath: string, location: string): boolean {
  if (itemPath === '/') return location === '/';
  if (WORKFLOW_BUILDER.test(location)) return itemPath === '/workflows';
  return location === itemPath || location.startsWith(`${itemPath}/`);
}
