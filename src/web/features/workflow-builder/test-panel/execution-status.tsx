import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Execution } from '@common/workflows';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

type Status = Execution['status'];

const STATUS_STYLE: Record<Status, { icon: typeof CircleCheck; text: string; badge: 'warning' | 'success' | 'destructive' }> = {
  running: { icon: LoaderCircle, text: 'text-warning', badge: 'warning' },
  success: { icon: CircleCheck, text: 'text-success', badge: 'success' },
  error: { icon: CircleX, text: 'text-destructive', badge: 'destructive' },
};

/** Running (spinner), success (green), error (red). */
export function ExecutionStatusIcon({ status, className }: { status: Status; className?: string }) {
  const { icon: Icon, text } = STATUS_STYLE[status];
  return <Icon className={cn('size-4 shrink-0', text, status === 'running' && 'animate-spin', className)} aria-hidden="true" />;
}

export function ExecutionStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('workflowRun');
  return (
    <Badge variant={STATUS_STYLE[status].badge} className="gap-1" data-testid="execution-status" data-status={status}>
      <ExecutionStatusIcon status={status} className="size-3.5" />
      {t(`execution.status.${status}`)}
    </Badge>
  );
}
