import { CloudOff, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderKeyId } from '@common/provider-keys';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApiKeys } from './api/get-api-keys';
import { ApiKeyRow } from './api-key-row';

const SELF_HOSTED: readonly ProviderKeyId[] = ['ollama', 'openai_compatible'];

/** Settings > API Keys: one card per model provider, hosted ones first, then the owner's own servers. */
export function ApiKeysTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('apiKeys');
  const keys = useApiKeys(projectId);

  return (
    <Card data-testid="api-keys-tab">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
          <p className="flex items-start gap-2">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('securityNote')}
          </p>
          <p className="flex items-start gap-2">
            <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('offlineNote')}
          </p>
        </div>
        {keys.isPending ? (
          <div className="flex flex-col gap-4">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-48" />
          </div>
        ) : keys.isError ? (
          <InlineError error={keys.error} onRetry={() => void keys.refetch()} />
        ) : (
          (['cloud', 'selfHosted'] as const).map((group) => (
            <section key={group} aria-labelledby={`apikeys-${group}`} className="flex flex-col gap-3">
              <h3 id={`apikeys-${group}`} className="text-sm font-medium text-muted-foreground">
                {t(`groups.${group}`)}
              </h3>
              <ul className="grid gap-4 xl:grid-cols-2">
                {keys.data
                  .filter((status) => SELF_HOSTED.includes(status.provider) === (group === 'selfHosted'))
                  .map((status) => (
                    <ApiKeyRow key={status.provider} projectId={projectId} status={status} />
                  ))}
              </ul>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
