import { useTranslation } from 'react-i18next';
import type { ProviderKeyStatus } from '@common/provider-keys';
import { Badge } from '../../../components/ui/badge';

const VARIANT = { not_set: 'outline', set: 'success', invalid: 'destructive' } as const;

/** 'Not Set', 'Set' with the masked suffix, or 'Invalid'. */
export function KeyStatusBadge({ status }: { status: ProviderKeyStatus }) {
  const { t } = useTranslation('apiKeys');
  return (
    <Badge variant={VARIANT[status.status]} className="gap-1.5" data-testid="apikey-status" data-status={status.status}>
      {t(`status.${status.status}`)}
      {status.status !== 'not_set' && status.hint && <span className="font-mono font-normal">{status.hint}</span>}
    </Badge>
  );
}
