import { useTranslation } from 'react-i18next';
import type { Execution } from '@common/workflows';
import { cn } from '../../../lib/cn';
import { formatExecutionDuration } from './execution-format';

/** Seconds with 2 decimals; 'Running...' until an end time exists. */
export function ExecutionDuration({ execution, className }: { execution: Pick<Execution, 'startTime' | 'endTime' | 'duration'>; className?: string }) {
  const { t } = useTranslation('workflowRun');
  const seconds = formatExecutionDuration(execution);
  return (
    <span className={cn('tabular-nums', seconds === null && 'text-muted-foreground', className)} data-testid="execution-duration">
      {seconds === null ? t('execution.running') : t('execution.duration', { seconds })}
    </span>
  );
}
