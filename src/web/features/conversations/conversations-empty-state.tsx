import { MessagesSquare, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../components/ui/button';

/** No conversation at all says where they come from; none for the filters offers to clear them. */
export function ConversationsEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('conversations');
  const Icon = filtered ? SearchX : MessagesSquare;
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center"
      data-testid={filtered ? 'conversations-empty-filtered' : 'conversations-empty'}
    >
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
        <Link href="/test-console" className={buttonVariants()}>
          {t('empty.action')}
        </Link>
      )}
    </div>
  );
}
