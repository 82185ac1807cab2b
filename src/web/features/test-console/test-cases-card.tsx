import { ListChecks, Loader2, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAFT } from '@common/version-diff';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAgentVersions } from './api/get-agent-versions';
import { useTestCases } from './api/get-test-cases';
import { useRunAllTestCases } from './api/run-all-test-cases';
import { errorMessage } from './error-message';
import { TestCaseRow } from './test-case-row';

export function TestCasesCard({ agentId, className }: { agentId: string; className?: string }) {
  const { t } = useTranslation('testConsole');
  const cases = useTestCases(agentId);
  const runAll = useRunAllTestCases(agentId, {
    onSuccess: (done) => {
      const passed = done.filter((c) => c.passed).length;
      toast({ title: t('toasts.allRun'), description: t('toasts.allRunDescription', { passed, total: done.length }) });
    },
    onError: (error) => toast({ title: t('toasts.testFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  const count = cases.data?.length ?? 0;
  const versions = useAgentVersions(agentId);
  const [target, setTarget] = useState<string>(DRAFT);

  return (
    <Card className={className} data-testid="test-cases">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('cases.title', { count })}</CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <Select value={target} onValueChange={setTarget}>
              <SelectTrigger className="h-8 w-auto min-w-36" aria-label={t('cases.runAgainst')} data-testid="cases-run-target">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={DRAFT}>{t('cases.draft')}</SelectItem>
                {(versions.data ?? []).map((v) => (
                  <SelectItem key={v.id} value={v.id}>
                    {v.isActive ? t('cases.activeVersion', { version: v.version }) : v.version}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button
              size="sm"
              variant="outline"
              onClick={() => runAll.mutate({ versionId: target === DRAFT ? undefined : target })}
              disabled={runAll.isPending || count === 0}
              data-testid="cases-run-all"
            >
              {runAll.isPending ? <Loader2 className="animate-spin" /> : <PlayCircle />}
              {runAll.isPending ? t('cases.runningAll') : t('cases.runAll')}
            </Button>
          </div>
        </div>
        <CardDescription>{t('cases.passRule')}</CardDescription>
      </CardHeader>
      <CardContent>
        {cases.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : cases.isError ? (
          <InlineError error={cases.error} onRetry={() => void cases.refetch()} />
        ) : count === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-6 text-center">
            <ListChecks className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium">{t('cases.emptyTitle')}</p>
            <p className="text-xs text-muted-foreground">{t('cases.emptyBody')}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {cases.data.map((testCase) => (
              <TestCaseRow key={testCase.id} testCase={testCase} runningAll={runAll.isPending} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
