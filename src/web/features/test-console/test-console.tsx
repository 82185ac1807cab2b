import { useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAnalyzeAgent } from './api/analyze-agent';
import { useAgent } from './api/get-agent';
import { useTuneUpPrompt } from './api/tune-up-prompt';
import { useUpdateAgentPrompt } from './api/update-agent-prompt';
import { AnalysisPanel } from './analysis-panel';
import type { CompareSide } from './compare-settings';
import { ConsoleToolbar } from './console-toolbar';
import { ConversationPanel } from './conversation-panel';
import { PromptEditor } from './prompt-editor';
import { initialPromptDraft, promptDraftReducer, promptValue } from './prompt-draft';
import { SaveTestCaseDialog } from './save-test-case-dialog';
import { TestCasesCard } from './test-cases-card';
import { TestForm } from './test-form';
import { buildTestBody, compareBody, initialTestSettings } from './test-settings';
import { TestingStatsCard } from './testing-stats-card';
import { useConversation } from './use-conversation';

interface TestConsoleProps {
  agentId: string;
  /** the page's agent selector, shown in the toolbar; the agents page's modal leaves it out */
  agentPicker?: ReactNode;
}

/**
 * The Testing Console for one agent. Sized by its container (container queries),
 * so it works as a page and inside the agents page's ~90vw dialog.
 */
export function TestConsole({ agentId, agentPicker }: TestConsoleProps) {
  const agent = useAgent(agentId);
  if (agent.isPending) return <TestConsoleSkeleton />;
  if (agent.isError) {
    return (
      <div className="flex flex-col gap-4">
        {agentPicker && <div className="rounded-lg border bg-card p-4">{agentPicker}</div>}
        <InlineError error={agent.error} onRetry={() => void agent.refetch()} />
      </div>
    );
  }
  // keyed so another agent starts from a clean prompt draft, test form and results
  return <ConsoleBody key={agent.data.id} agent={agent.data} agentPicker={agentPicker} />;
}

function ConsoleBody({ agent, agentPicker }: { agent: Agent; agentPicker?: ReactNode }) {
  const { t } = useTranslation('testConsole');
  const savedPrompt = agent.systemPrompt ?? '';
  const [prompt, dispatch] = useReducer(promptDraftReducer, initialPromptDraft);
  const [settings, setSettings] = useState(initialTestSettings);
  const [inputError, setInputError] = useState(false);
  const [caseSource, setCaseSource] = useState<{ input: string; output: string } | null>(null);
  const [compare, setCompare] = useState<CompareSide | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const main = useConversation(agent.id);
  const other = useConversation(agent.id, { quiet: true });
  const running = main.isRunning || other.isRunning;
  const value = promptValue(prompt, savedPrompt);
  const isDirty = value !== savedPrompt;

  const analyze = useAnalyzeAgent(agent.id, {
    onSuccess: () => {
      dispatch({ type: 'newAnalysis' });
      toast({ title: t('toasts.analysisComplete') });
    },
    onError: () => toast({ title: t('toasts.analysisFailed'), description: t('toasts.analysisFailedDescription'), variant: 'destructive' }),
  });
  const tuneUp = useTuneUpPrompt(agent.id, {
    onSuccess: (result) => {
      dispatch({ type: 'tunedUp', text: result.tunedUpPrompt });
      toast({ title: t('toasts.tuneUpComplete'), description: t('toasts.tuneUpCompleteDescription', { count: result.improvements.length }) });
    },
    onError: () => toast({ title: t('toasts.tuneUpFailed'), description: t('toasts.tuneUpFailedDescription'), variant: 'destructive' }),
  });
  const save = useUpdateAgentPrompt(agent.id, {
    onSuccess: () => dispatch({ type: 'saved' }),
    onError: () => toast({ title: t('toasts.updateFailed'), description: t('toasts.updateFailedDescription'), variant: 'destructive' }),
  });

  const runTest = (systemPrompt?: string) => {
    if (!settings.input.trim()) {
      setInputError(true);
      inputRef.current?.focus();
      return;
    }
    setInputError(false);
    const body = buildTestBody(settings, systemPrompt);
    main.send(body);
    if (compare) other.send(compareBody(body, compare, savedPrompt));
    setSettings({ ...settings, input: '' });
  };
  const reset = () => {
    main.reset();
    other.reset();
  };
  const lastTurn = main.turns.at(-1);

  const conversation = (
    <ConversationPanel
      agent={agent}
      main={main}
      other={compare ? other : null}
      compare={compare}
      onCompareChange={(next) => {
        // the two sides must hold the same messages: switching comparison starts both afresh
        if ((next === null) !== (compare === null)) reset();
        setCompare(next);
      }}
      onReset={reset}
      onSaveAsCase={(turn) => turn.result && setCaseSource({ input: turn.body.input, output: turn.result.output })}
    />
  );

  return (
    <div className="@container flex flex-col gap-6" data-testid="test-console">
      <ConsoleToolbar
        agent={agent}
        answeredBy={lastTurn?.result}
        agentPicker={agentPicker}
        analyzing={analyze.isPending}
        onAnalyze={() => analyze.mutate(isDirty ? value : undefined)}
      />
      <div className="grid items-start gap-6 @4xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <PromptEditor
            value={value}
            isDirty={isDirty}
            saved={prompt.saved}
            onChange={(text) => dispatch({ type: 'edit', text })}
            onTest={() => runTest(value)}
            testing={running}
            onTuneUp={() =>
              tuneUp.mutate({ currentPrompt: value, currentSuggestions: analyze.data?.suggestions, currentIssues: analyze.data?.issues })
            }
            tuning={tuneUp.isPending}
            tuneUp={prompt.saved ? undefined : tuneUp.data}
            onSave={() => save.mutate(value)}
            saving={save.isPending}
          />
          {analyze.data && (
            <AnalysisPanel
              analysis={analyze.data}
              applied={prompt.applied}
              onToggle={(index) => dispatch({ type: 'toggleSuggestion', index, suggestions: analyze.data.suggestions, savedPrompt })}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <TestForm
            agent={agent}
            inputRef={inputRef}
            settings={settings}
            onChange={(next) => {
              setSettings(next);
              if (next.input.trim()) setInputError(false);
            }}
            onRun={() => runTest()}
            running={running}
            inputError={inputError}
          />
          {!compare && conversation}
        </div>
      </div>
      {compare && conversation}
      <div className="grid items-start gap-6 @4xl:grid-cols-3">
        <TestCasesCard agentId={agent.id} className="min-w-0 @4xl:col-span-2" />
        <TestingStatsCard agentId={agent.id} />
      </div>
      <SaveTestCaseDialog agentId={agent.id} source={caseSource} onClose={() => setCaseSource(null)} />
    </div>
  );
}

function TestConsoleSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="test-console-loading">
      <Skeleton className="h-16" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
