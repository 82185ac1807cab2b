import { useTranslation } from 'react-i18next';
import type { Execution } from '@common/workflows';
import { cn } from '../../../lib/cn';
import { ExecutionDuration } from './execution-duration';
import { ExecutionResults } from './execution-results';
import { ExecutionStatusIcon } from './execution-status';

const TONE: Record<Execution['status'], string> = {
  running: 'border-warning/40 bg-warning/5',
  success: 'border-success/40 bg-success/5',
  error: 'border-destructive/40 bg-destructive/5',
};
const TEXT: Record<Execution['status'], string> = { running: 'text-warning', success: 'text-success', error: 'text-destructive' };

/** The test panel's result: status icon and colour, duration, then what each node did. */
export function ExecutionSummary({ execution, labels }: { execution: Execution; labels: Record<string, string> }) {
  const { t } = useTranslation('workflowRun');
  return (
    <section className={cn('flex flex-col gap-3 rounded-lg border p-4', TONE[execution.status])} aria-live="polite" data-testid="workflow-test-result">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={cn('flex items-center gap-2 font-semibold', TEXT[execution.status])} data-testid="execution-status" data-status={execution.status}>
          <ExecutionStatusIcon status={execution.status} className="size-5" />
          {t(`execution.status.${execution.status}`)}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          {t('execution.durationLabel')}
          <ExecutionDuration execution={execution} className="font-medium text-foreground" />
        </p>
      </div>
      <ExecutionResults results={execution.results} labels={labels} />
    </section>
  );
}
