import { CheckCircle2, Timer, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ToolTestResult } from '@common/tools';
import { Badge } from '../../components/ui/badge';
import { CodeBlock } from '../../components/ui/code-block';
import { formatToolOutput } from './test-payload';

/** Status, latency, and the output as indented JSON (or the error). */
export function TestResult({ result }: { result: ToolTestResult }) {
  const { t } = useTranslation('tools');
  const success = result.status === 'success';
  const output = formatToolOutput(result.output);
  return (
    <section aria-labelledby="tool-test-result-title" className="grid gap-3 rounded-md border bg-muted/30 p-3" data-testid="tool-test-result" data-status={result.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="tool-test-result-title" className="text-sm font-semibold">
          {t('test.result')}
        </h3>
        <dl className="flex flex-wrap items-center gap-2 text-xs">
          <dt className="sr-only">{t('test.statusLabel')}</dt>
          <dd>
            <Badge variant={success ? 'success' : 'destructive'} className="gap-1" data-testid="tool-test-status">
              {success ? <CheckCircle2 className="size-3" aria-hidden="true" /> : <XCircle className="size-3" aria-hidden="true" />}
              {t(`test.status.${result.status}`)}
            </Badge>
          </dd>
          <dt className="sr-only">{t('test.latencyLabel')}</dt>
          <dd>
            <Badge variant="outline" className="gap-1 font-normal tabular-nums" data-testid="tool-test-latency">
              <Timer className="size-3" aria-hidden="true" />
              {t('test.latency', { ms: result.latency })}
            </Badge>
          </dd>
        </dl>
      </div>
      {success ? (
        <div className="grid gap-1.5">
          <p className="text-xs font-medium text-muted-foreground">{t('test.output')}</p>
          {output ? <CodeBlock code={output} className="max-h-64" data-testid="tool-test-output" /> : <p className="text-sm text-muted-foreground">{t('test.noOutput')}</p>}
        </div>
      ) : (
        <div className="grid gap-1.5">
          <p className="text-xs font-medium text-muted-foreground">{t('test.error')}</p>
          <p role="alert" className="whitespace-pre-wrap break-words rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive" data-testid="tool-test-error">
            {result.error}
          </p>
        </div>
      )}
    </section>
  );
}
