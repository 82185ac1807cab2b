import { BookCheck, Plus, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

interface CuratedAnswersEmptyProps {
  /** true: pairs may exist, none matches the search */
  searching: boolean;
  canEdit: boolean;
  onAdd: () => void;
  onClear: () => void;
}

/** No pairs yet: what curated answers are and how a visitor's question meets one; or none for the search. */
export function CuratedAnswersEmpty({ searching, canEdit, onAdd, onClear }: CuratedAnswersEmptyProps) {
  const { t } = useTranslation('curatedAnswers');
  const Icon = searching ? SearchX : BookCheck;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center" data-testid={searching ? 'curated-empty-filtered' : 'curated-empty'}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{searching ? t('empty.filteredTitle') : t('empty.title')}</p>
      {searching ? (
        <Button variant="outline" onClick={onClear}>
          <X />
          {t('empty.clear')}
        </Button>
      ) : (
        <>
          <p className="max-w-xl text-sm text-muted-foreground">{t('empty.what')}</p>
          <p className="max-w-xl text-sm text-muted-foreground">{t('empty.how')}</p>
          {canEdit && <p className="max-w-xl text-sm text-muted-foreground">{t('empty.csv')}</p>}
          {canEdit && (
            <Button onClick={onAdd} data-testid="curated-add-first">
              <Plus />
              {t('actions.addFirst')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
