import { BookCheck, Brain, History, Search, ShieldAlert, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RunStep } from '@common/testing';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { CuratedScore } from '../../components/curated-answers/curated-score';
import { ToolStepDetails } from './tool-step-details';

const ICONS = { retrieval: Search, model: Brain, tool: Wrench, curated: BookCheck, guardrail: ShieldAlert, context: History } as const;

export function RunSteps({ steps }: { steps: RunStep[] }) {
  const { t } = useTranslation('testConsole');
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">{t('results.noSteps')}</p>;
  return (
    <ol className="flex flex-col gap-1.5" data-testid="result-steps">
      {steps.map((step, i) => {
        const Icon = ICONS[step.type];
        const tool = step.type === 'tool';
        const failed = step.status === 'error';
        return (
          <li
            key={i}
            className={cn('flex items-start gap-3 rounded-md border px-3 py-2 text-sm', failed && 'border-destructive/40')}
            data-testid="result-step"
            data-type={step.type}
            data-status={step.status}
          >
            <Icon className={cn('mt-0.5 size-4 shrink-0', failed ? 'text-destructive' : 'text-muted-foreground')} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="flex min-w-0 items-baseline gap-1.5">
                  <span className="text-xs uppercase tracking-wide text-muted-foreground">{t(`results.stepType.${step.type}`)}</span>
                  {step.type === 'curated' ? <CuratedScore step={step} /> : <span className={cn('truncate font-medium', tool && 'font-mono text-[13px]')}>{step.name}</span>}
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  {step.status && (
                    <Badge variant={failed ? 'destructive' : 'success'} className="px-2 py-0 font-medium" data-testid="step-status">
                      {t(`results.stepStatus.${step.status}`)}
                    </Badge>
                  )}
                  <span className="font-mono text-xs text-muted-foreground">{t('results.ms', { value: Math.round(step.durationMs) })}</span>
                </span>
              </div>
              {tool ? <ToolStepDetails step={step} /> : step.error && <p className="mt-1 text-xs text-destructive">{step.error}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
