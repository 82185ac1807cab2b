import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type Outcome = 'joined' | 'already' | 'error';

const LOOK: Record<Outcome, { icon: LucideIcon; className: string }> = {
  joined: { icon: CircleCheck, className: 'border-success/40 bg-success/10 [&_svg]:text-success' },
  already: { icon: Info, className: 'border-primary/40 bg-primary/10 [&_svg]:text-primary' },
  error: { icon: CircleAlert, className: 'border-destructive/40 bg-destructive/10 [&_svg]:text-destructive' },
};

/** The waitlist's outcome messages, in a live region that exists before any outcome. */
export function WaitlistOutcome({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation('waitlist');
  const look = outcome ? LOOK[outcome] : null;

  return (
    <div role="status" aria-live="polite" data-testid="waitlist-outcome" data-outcome={outcome ?? undefined}>
      {outcome && look && (
        <div className={cn('mt-5 flex gap-3 rounded-lg border p-4', look.className)}>
          <look.icon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t(`outcome.${outcome}.title`)}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t(`outcome.${outcome}.text`)}</p>
          </div>
        </div>
      )}
    </div>
  );
}
