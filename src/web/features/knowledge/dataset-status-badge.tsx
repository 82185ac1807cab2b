import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DatasetStatus } from '@common/knowledge';
import { Badge } from '../../components/ui/badge';

const VARIANT = { ready: 'success', processing: 'warning', error: 'destructive' } as const;

export function DatasetStatusBadge({ status }: { status: DatasetStatus }) {
  const { t } = useTranslation('knowledge');
  return (
    <Badge variant={VARIANT[status]} className="gap-1" data-testid="dataset-status" data-status={status}>
      {status === 'processing' && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
      {t(`datasetStatus.${status}`)}
    </Badge>
  );
}
