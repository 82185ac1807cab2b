import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RunStep } from '@common/testing';
import { formatStepValue } from './step-value';

/** A tool call's arguments and output, each folded away until asked for, and its error sentence. */
export function ToolStepDetails({ step }: { step: RunStep }) {
  const { t } = useTranslation('testConsole');
  const args = formatStepValue(step.input);
  const output = formatStepValue(step.output);
  return (
    <div className="mt-1.5 grid gap-1">
      {step.error && (
        <p className="text-xs text-destructive" data-testid="tool-step-error">
          {step.error}
        </p>
      )}
      <JsonDetails label={t('results.toolArguments')} empty={t('results.toolNoArguments')} text={args} testId="tool-step-arguments" />
      {step.status !== 'error' && <JsonDetails label={t('results.toolOutput')} empty={t('results.toolNoOutput')} text={output} testId="tool-step-output" />}
    </div>
  );
}

function JsonDetails({ label, empty, text, testId }: { label: string; empty: string; text: string | null; testId: string }) {
  if (text === null) return <p className="text-xs text-muted-foreground">{empty}</p>;
  return (
    <details className="group" data-testid={testId}>
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
        {label}
      </summary>
      <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/60 p-2 font-mono text-xs leading-relaxed">{text}</pre>
    </details>
  );
}
