import { BookCheck, Brain, ChevronRight, History, Search, ShieldAlert, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RunStep } from '@common/testing';
import { cn } from '../../lib/cn';
import { CuratedScore } from '../../components/curated-answers/curated-score';
import { formatStepValue } from './conversation-format';
import { sectionSummary } from './section-summary';

const ICONS = { retrieval: Search, model: Brain, tool: Wrench, curated: BookCheck, guardrail: ShieldAlert, context: History } as const;

/** What the agent did for a turn (retrieval, model calls, tool calls), folded away; open when a tool failed. */
export function TurnSteps({ steps, toolCount }: { steps: RunStep[]; toolCount: number }) {
  const { t } = useTranslation('conversations');
  const anyFailed = steps.some((step) => step.status === 'error');
  return (
    <details className="group/steps" open={anyFailed} data-testid="turn-steps">
      <summary className={sectionSummary}>
        <ChevronRight className="size-3.5 transition-transform group-open/steps:rotate-90" aria-hidden="true" />
        {t('transcript.steps', { count: steps.length })}
        {toolCount > 0 && <span>· {t('transcript.toolCalls', { count: toolCount })}</span>}
      </summary>
      <ol className="mt-2 flex flex-col gap-1.5">
        {steps.map((step, i) => (
          <StepLine key={i} step={step} />
        ))}
      </ol>
    </details>
  );
}

function StepLine({ step }: { step: RunStep }) {
  const { t } = useTranslation('conversations');
  const Icon = ICONS[step.type];
  const failed = step.status === 'error';
  const tool = step.type === 'tool';
  return (
    <li className={cn('rounded-md border px-3 py-1.5 text-xs', failed && 'border-destructive/40')} data-testid="turn-step" data-type={step.type} data-status={step.status}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="flex min-w-0 items-center gap-1.5">
          <Icon className={cn('size-3.5 shrink-0', failed ? 'text-destructive' : 'text-muted-foreground')} aria-hidden="true" />
          <span className="uppercase tracking-wide text-muted-foreground">{t(`stepTypes.${step.type}`)}</span>
          {step.type === 'curated' ? <CuratedScore step={step} /> : <span className={cn('truncate font-medium', tool && 'font-mono')}>{step.name}</span>}
        </span>
        <span className="flex shrink-0 items-center gap-2 font-mono text-muted-foreground">
          {step.status && <span className={failed ? 'text-destructive' : 'text-success'}>{t(`stepStatuses.${step.status}`)}</span>}
          <span>{Math.round(step.durationMs)} ms</span>
        </span>
      </div>
      {step.error && <p className="mt-1 break-words text-destructive">{step.error}</p>}
      {tool && (
        <div className="mt-1 grid gap-1">
          <StepJson label={t('transcript.arguments')} value={step.input} />
          {!failed && <StepJson label={t('transcript.output')} value={step.output} />}
        </div>
      )}
    </li>
  );
}

function StepJson({ label, value }: { label: string; value: unknown }) {
  const text = formatStepValue(value);
  if (text === null) return null;
  return (
    <details className="group/json">
      <summary className={sectionSummary}>
        <ChevronRight className="size-3 transition-transform group-open/json:rotate-90" aria-hidden="true" />
        {label}
      </summary>
      <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/60 p-2 font-mono leading-relaxed">{text}</pre>
    </details>
  );
}
