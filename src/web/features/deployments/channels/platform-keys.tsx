import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlatformKeys } from '../api/get-platform-keys';
import { useFormatDate } from '../use-format-date';
import { CreateKeyDialog } from './create-key-dialog';
import { RevokeKeyButton } from './revoke-key-button';

/** The project's keys for the public API: listed masked, created once-visible, revoked with a confirmation. */
export function PlatformKeys({ projectId }: { projectId: string }) {
  const { t } = useTranslation('deployments');
  const keys = usePlatformKeys(projectId);
  const formatDate = useFormatDate();

  return (
    <Card data-testid="platform-keys">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <CardTitle>{t('keys.title')}</CardTitle>
          <CardDescription>{t('keys.description')}</CardDescription>
        </div>
        <CreateKeyDialog projectId={projectId} />
      </CardHeader>
      <CardContent>
        {keys.isPending ? (
          <Skeleton className="h-16" />
        ) : keys.isError ? (
          <InlineError error={keys.error} onRetry={() => void keys.refetch()} />
        ) : keys.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center" data-testid="platform-keys-empty">
            <KeyRound className="size-7 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{t('keys.empty')}</p>
          </div>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border" aria-label={t('keys.title')}>
            {keys.data.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="platform-key-row">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="truncate font-medium">{key.name}</span>
                  <span className="font-mono text-xs text-muted-foreground" data-testid="platform-key-hint">
                    {key.hint}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t('keys.created', { date: formatDate(key.createdAt) })}
                    {' · '}
                    {key.lastUsed ? t('keys.lastUsed', { date: formatDate(key.lastUsed) }) : t('keys.neverUsed')}
                  </span>
                </div>
                <RevokeKeyButton projectId={projectId} keyId={key.id} name={key.name} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
