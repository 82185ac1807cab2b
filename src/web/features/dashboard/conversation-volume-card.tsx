import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LINKED_CARD, StretchedLink } from './card-link';
import { weekdayBars } from './dashboard-figures';

/** Short weekday names, Monday first, in the interface language. */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

export function ConversationVolumeCard({ counts, className }: { counts: number[]; className?: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const names = weekdayNames(i18n.language);
  const heights = weekdayBars(counts);
  const total = counts.reduce((sum, n) => sum + n, 0);

  return (
    <Card className={cn('flex flex-col', LINKED_CARD, className)} data-testid="conversation-volume">
      <CardHeader>
        <CardTitle>
          <StretchedLink href="/conversations">{t('volume.title')}</StretchedLink>
        </CardTitle>
        <CardDescription>{t('volume.description', { count: total })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <ul className="flex min-h-48 flex-1 items-end gap-2 sm:gap-4" aria-label={t('volume.title')}>
          {counts.map((count, i) => (
            <li
              key={names[i]}
              className="flex h-full min-w-0 flex-1 flex-col items-center gap-1.5"
              aria-label={t('volume.bar', { day: names[i], count })}
            >
              <span className="flex w-full flex-1 flex-col items-center justify-end gap-1" aria-hidden="true">
                <span className="text-xs font-medium tabular-nums text-muted-foreground">{count}</span>
                <span
                  className="w-full max-w-12 rounded-t-md bg-primary/80 transition-[height]"
                  style={{ height: count > 0 ? `max(4px, calc((100% - 1.25rem) * ${heights[i]}))` : '2px' }}
                />
              </span>
              <span className="text-xs text-muted-foreground" aria-hidden="true">
                {names[i]}
              </span>
            </li>
          ))}
        </ul>
        {total === 0 && <p className="mt-3 text-center text-sm text-muted-foreground">{t('volume.empty')}</p>}
      </CardContent>
    </Card>
  );
}
