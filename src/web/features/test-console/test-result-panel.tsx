import { AlertTriangle, BookmarkPlus, CloudOff, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from './error-message';
import { RagSources } from './rag-sources';
import { ResultMetrics } from './result-metrics';
import { RunSteps } from './run-steps';
import type { TestRun } from './use-test-run';

export function TestResultPanel({ run, onSaveAsCase }: { run: TestRun; onSaveAsCase: () => void }) {
  const { t } = useTranslation('testConsole');
  const { result, body, isRunning, error, output } = run;

  return (
    <Card data-testid="console-results">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('results.title')}</CardTitle>
          <div className="flex flex-wrap gap-1.5">
            {body?.systemPrompt !== undefined && (
              <Badge variant="outline" className="gap-1 font-normal">
                <PenLine className="size-3" aria-hidden="true" />
                {t('results.editedPrompt')}
              </Badge>
            )}
            {result && (
              <Badge variant="outline" className="font-mono font-normal">
                {t('providers.' + result.provider, { defaultValue: result.provider })} / {result.model}
              </Badge>
            )}
          </div>
        </div>
        {!body && <CardDescription>{t('results.empty')}</CardDescription>}
      </CardHeader>
      {body && (
        <CardContent className="flex flex-col gap-4">
          {result?.offline && (
            <div className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="result-offline">
              <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <p>
                <span className="font-medium">{t('results.offlineTitle')}</span> — {t('results.offlineBody')}{' '}
                <Link href="/settings?tab=api-keys" className="font-medium text-primary underline-offset-4 hover:underline">
                  {t('results.offlineLink')}
                </Link>
              </p>
            </div>
          )}
          <div>
            <p className="mb-1.5 text-xs font-medium text-muted-foreground">{t('results.output')}</p>
            <div
              className="max-h-80 min-h-16 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-muted/30 p-3 text-sm leading-relaxed"
              aria-live="polite"
              aria-busy={isRunning}
              data-testid="console-output"
            >
              {output}
              {isRunning && <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-text-bottom" aria-hidden="true" />}
              {!output && !isRunning && !error && <span className="text-muted-foreground">{t('results.noOutput')}</span>}
            </div>
          </div>
          {(error || result?.status === 'error') && (
            <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {error ? errorMessage(error, t) : result?.error}
            </p>
          )}
          {result && (
            <>
              <ResultMetrics result={result} />
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{t('results.steps', { count: result.steps.length })}</h3>
                <RunSteps steps={result.steps} />
              </section>
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{t('results.sources', { count: result.ragSources.length })}</h3>
                <RagSources sources={result.ragSources} />
              </section>
              <Button variant="outline" className="self-start" onClick={onSaveAsCase} disabled={!result.output} data-testid="console-save-case">
                <BookmarkPlus />
                {t('results.saveAsCase')}
              </Button>
            </>
          )}
        </CardContent>
      )}
    </Card>
  );
}
