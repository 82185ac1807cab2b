import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@common/knowledge';
import { Badge } from '../../components/ui/badge';

const VARIANT = { pending: 'secondary', processing: 'warning', ready: 'success', error: 'destructive' } as const;

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation('knowledge');
  return (
    <Badge variant={VARIANT[status]} className="gap-1 font-medium">
      {status === 'processing' && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
      {t(`itemStatus.${status}`)}
    </Badge>
  );
}
