import { CircleAlert, FlaskConical, LoaderCircle, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { useExecution } from './api/get-execution';
import { useTestWorkflow } from './api/test-workflow';
import { ExecutionSummary } from './execution-summary';
import { INITIAL_MOCK_DATA, toTestBody, type MockData } from './mock-data';
import { MockDataForm } from './mock-data-form';
import { useNodeLabels } from './use-node-labels';

/** 'Test Workflow' runs the saved workflow once with mock data. */
export function WorkflowTestButton({ agentId, workflowId }: { agentId: string; workflowId: string }) {
  const { t } = useTranslation('workflowRun');
  const [open, setOpen] = useState(false);
  const [mockData, setMockData] = useState<MockData>(INITIAL_MOCK_DATA);
  const test = useTestWorkflow(workflowId);
  const resultRef = useRef<HTMLDivElement>(null);
  // the mutation answers once; a long run keeps being polled through its own query
  const execution = useExecution(test.data?.executionId ?? null);
  const labels = useNodeLabels(agentId, open);
  const running = test.isPending || execution.data?.status === 'running';
  const failure = test.error ?? execution.error;

  const run = () =>
    test.mutate(toTestBody(mockData), {
      // A failed test is logged, never toasted; the panel still says so inline
      onError: (error) => console.warn('Workflow test failed', error),
      // on a narrow screen the result sits below the form
      onSettled: () => requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="test-workflow-button">
          <FlaskConical />
          {t('test.button')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl lg:max-w-5xl" data-testid="workflow-test-dialog">
        <DialogHeader className="pr-6">
          <DialogTitle>{t('test.title')}</DialogTitle>
          <DialogDescription>{t('test.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <MockDataForm value={mockData} onChange={setMockData} disabled={running} />
            <Button className="self-end" onClick={run} disabled={running} data-testid="run-workflow-test">
              {running ? <LoaderCircle className="animate-spin" /> : <Play />}
              {running ? t('test.running') : t('test.run')}
            </Button>
          </div>
          <div ref={resultRef} className="flex min-w-0 flex-col gap-2 border-t pt-4 lg:border-l lg:border-t-0 lg:pl-6 lg:pt-0">
            <h3 className="text-sm font-medium">{t('test.result')}</h3>
            {failure && !test.isPending ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
                data-testid="workflow-test-error"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('test.failed', { message: failure instanceof ApiError ? failure.serverMessage : failure.message })}
              </p>
            ) : execution.data && !test.isPending ? (
              <ExecutionSummary execution={execution.data} labels={labels} />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
                {test.isPending ? <LoaderCircle className="size-6 animate-spin" aria-hidden="true" /> : <FlaskConical className="size-6" aria-hidden="true" />}
                {test.isPending ? t('test.running') : t('test.noResult')}
              </div>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
