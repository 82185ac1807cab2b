import { useTranslation } from 'react-i18next';
import type { Dataset } from '@common/knowledge';
import { Progress } from '../../components/ui/progress';

/** Real ingestion progress: items finished (ready or failed) out of all items. */
export function DatasetProgress({ dataset }: { dataset: Pick<Dataset, 'itemCount' | 'doneCount'> }) {
  const { t } = useTranslation('knowledge');
  const { itemCount, doneCount } = dataset;
  const label = t('card.progress', { done: doneCount, total: itemCount });
  return (
    <div className="grid gap-1.5" data-testid="dataset-progress" data-done={doneCount} data-total={itemCount}>
      <Progress value={doneCount} max={Math.max(itemCount, 1)} aria-label={label} indicatorClassName="bg-warning" />
      <p className="text-xs tabular-nums text-muted-foreground">{label}</p>
    </div>
  );
}
