import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCopy } from '../../../components/ui/code-block';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOpenaiEndpoint } from '../api/openai-endpoint';

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('deployments');
  const { copied, copy } = useCopy();
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</span>
      <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border bg-muted/60 px-3 py-2 font-mono text-sm">
        <span className="min-w-0 flex-1 break-all" data-testid={testId}>
          {value}
        </span>
        <Button variant="outline" size="sm" onClick={() => void copy(value)} aria-label={`${t('openaiEndpoint.copy')}: ${label}`}>
          {copied ? <Check className="text-success" /> : <Copy />}
          {copied ? t('openaiEndpoint.copied') : t('openaiEndpoint.copy')}
        </Button>
      </div>
    </div>
  );
}

/** The agent for OpenAI-compatible clients: the base URL and its model name, with a platform key as the API key. */
export function OpenaiEndpointCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation('deployments');
  const endpoint = useOpenaiEndpoint(agentId);
  return (
    <Card data-testid="openai-endpoint-card">
      <CardHeader>
        <CardTitle>{t('openaiEndpoint.title')}</CardTitle>
        <CardDescription>{t('openaiEndpoint.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {endpoint.isPending && <Skeleton className="h-24" />}
        {endpoint.isError && <InlineError error={endpoint.error} onRetry={() => void endpoint.refetch()} />}
        {endpoint.data && (
          <>
            <CopyRow label={t('openaiEndpoint.baseUrl')} value={endpoint.data.baseUrl} testId="openai-base-url" />
            {endpoint.data.model ? (
              <CopyRow label={t('openaiEndpoint.model')} value={endpoint.data.model} testId="openai-model" />
            ) : (
              <p className="text-sm text-muted-foreground" data-testid="openai-no-model">
                {t('openaiEndpoint.noVersion')}
              </p>
            )}
            <p className="text-sm text-muted-foreground">{t('openaiEndpoint.key')}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
