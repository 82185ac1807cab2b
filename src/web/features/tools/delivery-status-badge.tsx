import { useTranslation } from 'react-i18next';
import type { HookDelivery } from '@common/hook-deliveries';
import { Badge } from '../../components/ui/badge';

const VARIANTS = { pending: 'warning', delivered: 'success', failed: 'destructive' } as const;

export function DeliveryStatusBadge({ status }: { status: HookDelivery['status'] }) {
  const { t } = useTranslation('tools');
  return (
    <Badge variant={VARIANTS[status]} data-testid="delivery-status">
      {t(`deliveries.status.${status}`)}
    </Badge>
  );
}
