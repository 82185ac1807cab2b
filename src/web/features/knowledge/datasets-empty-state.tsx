import { Database, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

export function DatasetsEmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('knowledge');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-16 text-center" data-testid="datasets-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Database className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{t('empty.title')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t('empty.body')}</p>
      <Button onClick={onCreate}>
        <Plus />
        {t('empty.action')}
      </Button>
    </div>
  );
}

export function DatasetsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-72" />
      ))}
    </div>
  );
}
