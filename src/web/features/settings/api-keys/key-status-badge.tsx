import { useTranslation } from 'react-i18next';
import type { ProviderKeyStatus } from '@common/provider-keys';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const VARIANT = { not_set: 'outline', set: 'success', invalid: 'destructive' } as const;

/** 'Not Set', 'Set' with the masked suffix, or 'Invalid'. */
export function KeyStatusBadge({ status, className }: { status: ProviderKeyStatus; className?: string }) {
  const { t } = useTranslation('apiKeys');
  return (
    <Badge variant={VARIANT[status.status]} className={cn('gap-1.5', className)} data-testid="apikey-status" data-status={status.status}>
      {t(`status.${status.status}`)}
      {status.status !== 'not_set' && status.hint && <span className="font-mono font-normal">{status.hint}</span>}
    </Badge>
  );
}
