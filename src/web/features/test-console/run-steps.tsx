import { Brain, Search, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RunStep } from '@common/testing';

const ICONS = { retrieval: Search, model: Brain, tool: Wrench } as const;

export function RunSteps({ steps }: { steps: RunStep[] }) {
  const { t } = useTranslation('testConsole');
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">{t('results.noSteps')}</p>;
  return (
    <ol className="flex flex-col gap-1.5" data-testid="result-steps">
      {steps.map((step, i) => {
        const Icon = ICONS[step.type];
        return (
          <li key={i} className="flex items-start gap-3 rounded-md border px-3 py-2 text-sm">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 truncate">
                  <span className="text-xs uppercase tracking-wide text-muted-foreground">{t(`results.stepType.${step.type}`)}</span>{' '}
                  <span className="font-medium">{step.name}</span>
                </span>
                <span className="font-mono text-xs text-muted-foreground">{t('results.ms', { value: Math.round(step.durationMs) })}</span>
              </div>
              {step.error && <p className="mt-1 text-xs text-destructive">{step.error}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
