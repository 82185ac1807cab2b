import { ChevronRight, LoaderCircle, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Execution } from '@common/workflows';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ExecutionDuration } from '../test-panel/execution-duration';
import { ExecutionResults } from '../test-panel/execution-results';
import { ExecutionStatusBadge } from '../test-panel/execution-status';

/** One run in the history; expanding it shows what each node did, and a failed run can run again. */
export function ExecutionRow({
  execution,
  formatTime,
  onRerun,
  rerunning,
}: {
  execution: Execution;
  formatTime: (iso: string) => string;
  onRerun: (executionId: string) => void;
  rerunning: boolean;
}) {
  const { t } = useTranslation('workflowRun');
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <li className="rounded-lg border bg-card text-card-foreground" data-testid="execution-row" data-execution-id={execution.executionId} data-status={execution.status}>
      <div className="flex items-center gap-2 p-3">
        <button
          type="button"
          className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
        >
          <ChevronRight className={cn('size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-90')} aria-hidden="true" />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="truncate text-sm font-medium">{t(`triggerTypes.${execution.triggerType}`, { defaultValue: execution.triggerType })}</span>
              <ExecutionStatusBadge status={execution.status} />
              {execution.isTest && (
                <Badge variant="outline" className="font-normal">
                  {t('execution.test')}
                </Badge>
              )}
            </span>
            <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
              <time dateTime={execution.startTime}>{formatTime(execution.startTime)}</time>
              <ExecutionDuration execution={execution} />
            </span>
          </span>
        </button>
        {execution.status === 'error' && (
          <Button variant="outline" size="sm" disabled={rerunning} onClick={() => onRerun(execution.executionId)} data-testid="rerun-execution">
            {rerunning ? <LoaderCircle className="animate-spin" /> : <RotateCcw />}
            {t('history.rerun')}
          </Button>
        )}
      </div>
      {expanded && (
        <div id={detailsId} className="border-t p-3">
          <ExecutionResults results={execution.results} />
        </div>
      )}
    </li>
  );
}
