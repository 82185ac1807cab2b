import { SearchX, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../components/ui/button';

/** No leads at all says where they come from; no leads for the filters offers to clear them. */
export function LeadsEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('leads');
  const Icon = filtered ? SearchX : UserPlus;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center" data-testid={filtered ? 'leads-empty-filtered' : 'leads-empty'}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{filtered ? t('emptyFiltered.title') : t('empty.title')}</p>
      <p className="max-w-lg text-sm text-muted-foreground">{filtered ? t('emptyFiltered.body') : t('empty.body')}</p>
      {filtered ? (
        <Button variant="outline" onClick={onClearFilters}>
          <X />
          {t('filters.clear')}
        </Button>
      ) : (
        <Link href="/agents" className={buttonVariants()}>
          {t('empty.action')}
        </Link>
      )}
    </div>
  );
}
