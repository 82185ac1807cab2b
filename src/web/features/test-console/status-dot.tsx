import type { AgentStatus } from '@common/agents';
import { cn } from '../../lib/cn';

/** Green active, yellow draft, grey any other status. */
export function StatusDot({ status, className }: { status: AgentStatus; className?: string }) {
  const colour = status === 'active' ? 'bg-success' : status === 'draft' ? 'bg-warning' : 'bg-muted-foreground/60';
  return <span aria-hidden="true" className={cn('inline-block size-2 shrink-0 rounded-full', colour, className)} />;
}
