import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** Previous / next page of pairs, with where the page sits; nothing when one page holds them all. */
export function CuratedPager({ offset, pageSize, total, onOffset }: { offset: number; pageSize: number; total: number; onOffset: (offset: number) => void }) {
  const { t } = useTranslation('curatedAnswers');
  if (total <= pageSize) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={t('list.pages')} className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">{t('list.range', { first: offset + 1, last, total })}</span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
          <ChevronLeft />
          {t('list.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onOffset(offset + pageSize)}>
          {t('list.next')}
          <ChevronRight />
        </Button>
      </span>
    </nav>
  );
}
