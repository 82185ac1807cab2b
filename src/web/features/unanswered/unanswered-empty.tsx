import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UnansweredPeriod } from '@common/unanswered';

/** Nothing went unanswered in the period: say so, and what would appear here. */
export function UnansweredEmpty({ period }: { period: UnansweredPeriod }) {
  const { t } = useTranslation('unanswered');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center" data-testid="unanswered-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MessageCircleQuestion className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{t('empty.title', { period: t(`periods.${period}`) })}</p>
      <p className="max-w-xl text-sm text-muted-foreground">{t('empty.what')}</p>
    </div>
  );
}
