import { AlertTriangle, Server } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderKeyStatus } from '@common/provider-keys';
import { ApiKeyActions } from './api-key-actions';
import { ApiKeyForm } from './api-key-form';
import { KeyStatusBadge } from './key-status-badge';

export function ApiKeyRow({ projectId, status }: { projectId: string; status: ProviderKeyStatus }) {
  const { t, i18n } = useTranslation('apiKeys');
  const { provider } = status;
  const checkedAt = status.lastCheckedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(status.lastCheckedAt))
    : null;

  return (
    <li className="flex flex-col gap-4 rounded-lg border p-4" data-testid="apikey-row" data-provider={provider}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-48 flex-1">
          <h4 className="font-semibold">{t(`providers.${provider}.name`)}</h4>
          <p className="mt-0.5 text-sm text-muted-foreground">{t(`providers.${provider}.description`)}</p>
        </div>
        <KeyStatusBadge status={status} className="shrink-0" />
      </div>
      {status.fromInstance && (
        <p className="flex items-start gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm text-muted-foreground" data-testid="apikey-from-instance">
          <Server className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('fromInstance')}
        </p>
      )}
      {status.status === 'invalid' && status.lastError && (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {status.lastError}
        </p>
      )}
      <ApiKeyForm key={`${status.hint}-${status.baseUrl}-${status.apiVersion}`} projectId={projectId} status={status} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ApiKeyActions projectId={projectId} status={status} />
        {checkedAt && <p className="text-xs text-muted-foreground">{t('lastChecked', { date: checkedAt })}</p>}
      </div>
    </li>
  );
}
