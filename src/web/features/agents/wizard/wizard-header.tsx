import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { WIZARD_STEP_LIST } from './steps';

/** Title, subtitle, progress bar and the five step labels: earlier steps can be revisited, and any step when editing. */
export function WizardHeader({ editing, step, onStep }: { editing: boolean; step: number; onStep: (step: number) => void }) {
  const { t } = useTranslation('wizard');
  const total = WIZARD_STEP_LIST.length;

  return (
    <DialogHeader className="gap-3 pr-6">
      <DialogTitle>{editing ? t('titleEdit') : t('titleCreate')}</DialogTitle>
      <DialogDescription>{editing ? t('subtitleEdit') : t('subtitleCreate')}</DialogDescription>
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span>{t('stepOf', { step, total })}</span>
          <span>{Math.round((step / total) * 100)}%</span>
        </div>
        <Progress value={step} max={total} aria-label={t('progress')} />
      </div>
      <ol className="grid grid-cols-5 gap-1">
        {WIZARD_STEP_LIST.map((s) => {
          const done = s.number < step;
          const current = s.number === step;
          const reachable = editing ? !current : done;
          return (
            <li key={s.key}>
              <button
                type="button"
                disabled={!reachable}
                onClick={() => onStep(s.number)}
                aria-current={current ? 'step' : undefined}
                data-testid={`wizard-step-${s.number}`}
                className={cn(
                  'flex w-full flex-col items-center gap-1 rounded-md p-1 text-center text-[11px] leading-tight transition-colors sm:text-xs',
                  reachable ? 'cursor-pointer text-foreground hover:bg-accent' : 'cursor-default',
                  current ? 'font-semibold text-primary' : !reachable && 'text-muted-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex size-6 items-center justify-center rounded-full border text-xs',
                    done && 'border-primary bg-primary text-primary-foreground',
                    current && 'border-primary text-primary',
                  )}
                >
                  {done ? <Check className="size-3.5" aria-hidden="true" /> : s.number}
                </span>
                {/* two lines kept for every label, so a label that wraps (bold, or in Spanish) does not move the step */}
                <span className="hidden min-h-[2.5em] sm:block">{t(`steps.${s.key}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </DialogHeader>
  );
}
