import { Clock, Plug, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useRotatingIndex } from './use-rotating-index';

/** The waitlist highlight rotates every 3000 ms. */
export const HIGHLIGHT_INTERVAL_MS = 3000;

const HIGHLIGHTS: { id: string; icon: LucideIcon }[] = [
  { id: 'customAi', icon: Sparkles },
  { id: 'instant', icon: Clock },
  { id: 'integration', icon: Plug },
];

export function RotatingHighlight() {
  const { t } = useTranslation('waitlist');
  const index = useRotatingIndex(HIGHLIGHTS.length, HIGHLIGHT_INTERVAL_MS);
  const { id, icon: Icon } = HIGHLIGHTS[index];

  return (
    <Card className="overflow-hidden p-6">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('view.highlightsLabel')}</p>
      <div
        key={id}
        data-testid="waitlist-highlight"
        data-highlight={id}
        className="mt-4 flex min-h-24 items-start gap-4 sm:min-h-16 transition duration-500 starting:translate-y-2 starting:opacity-0"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Icon className="size-6" aria-hidden />
        </span>
        <div>
          <p className="text-lg font-semibold">{t(`view.highlights.${id}.title`)}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t(`view.highlights.${id}.text`)}</p>
        </div>
      </div>
      <div className="mt-4 flex gap-1.5" aria-hidden>
        {HIGHLIGHTS.map((h, i) => (
          <span
            key={h.id}
            className={cn('h-1.5 rounded-full transition-all duration-500', i === index ? 'w-6 bg-primary' : 'w-1.5 bg-border')}
          />
        ))}
      </div>
    </Card>
  );
}
