import { CloudOff, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApiKeys } from './api/get-api-keys';
import { ApiKeyRow } from './api-key-row';

/** Settings > API Keys: the project's provider keys (OpenAI, Anthropic, an OpenAI-compatible endpoint). */
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
          <ul className="flex flex-col gap-4">
            {keys.data.map((status) => (
              <ApiKeyRow key={status.provider} projectId={projectId} status={status} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
