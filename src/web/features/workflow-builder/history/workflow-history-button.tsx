import { History, Inbox, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useExecutions } from './api/get-executions';
import { useRerunExecution } from './api/rerun-execution';
import { ExecutionRow } from './execution-row';

function useFormatTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

function HistoryList({ workflowId }: { workflowId: string }) {
  const { t } = useTranslation('workflowRun');
  const formatTime = useFormatTime();
  const executions = useExecutions(workflowId);
  const rerun = useRerunExecution(workflowId);

  const onRerun = (executionId: string) =>
    rerun.mutate(executionId, {
      onError: (error) =>
        toast({ title: t('history.rerunFailed'), description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
    });

  if (executions.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (executions.isError) {
    return <InlineError error={executions.error} onRetry={() => void executions.refetch()} />;
  }
  const rows = executions.data.pages.flatMap((page) => page.executions);
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center" data-testid="history-empty">
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('history.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('history.emptyHint')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {rows.map((execution) => (
          <ExecutionRow
            key={execution.executionId}
            execution={execution}
            formatTime={formatTime}
            onRerun={onRerun}
            rerunning={rerun.isPending && rerun.variables === execution.executionId}
          />
        ))}
      </ul>
      {executions.hasNextPage && (
        <Button variant="outline" className="self-center" disabled={executions.isFetchingNextPage} onClick={() => void executions.fetchNextPage()} data-testid="history-load-more">
          {executions.isFetchingNextPage && <LoaderCircle className="animate-spin" />}
          {executions.isFetchingNextPage ? t('history.loadingMore') : t('history.loadMore')}
        </Button>
      )}
    </div>
  );
}

/** Issue 12 item 5: every run of the workflow, newest first, with per-node results and re-run. */
export function WorkflowHistoryButton({ workflowId }: { workflowId: string }) {
  const { t } = useTranslation('workflowRun');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="workflow-history-button">
        <History />
        {t('history.button')}
      </Button>
      <SheetContent side="right" className="w-full bg-background text-foreground sm:max-w-xl" data-testid="workflow-history">
        <div className="flex items-start justify-between gap-4 border-b p-6">
          <div className="flex flex-col gap-1.5">
            <SheetTitle className="text-lg font-semibold leading-none">{t('history.title')}</SheetTitle>
            <SheetDescription className="text-sm text-muted-foreground">{t('history.description')}</SheetDescription>
          </div>
          <Button variant="ghost" size="icon" className="-mr-2 -mt-2 size-8" onClick={() => setOpen(false)} aria-label={t('close', { ns: 'common' })}>
            <X />
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-6"><HistoryList workflowId={workflowId} /></div>
      </SheetContent>
    </Sheet>
  );
}
