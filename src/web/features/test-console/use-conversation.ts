import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_HISTORY_MAX, type TestAgentBody, type TestResult } from '@common/testing';
import { toast } from '../../components/ui/use-toast';
import { projectAnalyticsQuery } from '../../lib/queries/get-project-analytics';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { streamAgentTest } from './api/stream-agent-test';
import { errorMessage } from './error-message';

export interface ConsoleTurn {
  id: number;
  /** what was sent (without the history), to label the turn and to save it as a test case */
  body: TestAgentBody;
  /** streamed text so far, then the final output */
  output: string;
  result: TestResult | undefined;
  error: Error | null;
  running: boolean;
}

export interface Conversation {
  turns: ConsoleTurn[];
  isRunning: boolean;
  send: (body: Omit<TestAgentBody, 'history'>) => void;
  reset: () => void;
}

const isAbort = (error: Error) => error.name === 'AbortError';

/** The earlier completed exchanges, oldest first, as many as the server accepts. */
function historyOf(turns: ConsoleTurn[]): NonNullable<TestAgentBody['history']> {
  const messages = turns
    .filter((turn) => turn.result?.status === 'completed')
    .flatMap((turn) => [
      { role: 'user' as const, content: turn.body.input },
      { role: 'assistant' as const, content: turn.output },
    ]);
  return messages.slice(-CONSOLE_HISTORY_MAX);
}

/**
 * A console conversation: each turn is streamed with the turns before it as history; a reset (or
 * leaving the console) cancels the turn in flight and forgets the conversation.
 */
export function useConversation(agentId: string, { quiet = false }: { quiet?: boolean } = {}): Conversation {
  const { t } = useTranslation('testConsole');
  const queryClient = useQueryClient();
  const { project } = useCurrentProject();
  const [turns, setTurns] = useState<ConsoleTurn[]>([]);
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(1);
  useEffect(() => () => controller.current?.abort(), []);

  const patch = (id: number, change: (turn: ConsoleTurn) => Partial<ConsoleTurn>) =>
    setTurns((list) => list.map((turn) => (turn.id === id ? { ...turn, ...change(turn) } : turn)));

  const send: Conversation['send'] = (body) => {
    const current = new AbortController();
    controller.current = current;
    const id = nextId.current++;
    const history = historyOf(turns);
    setTurns((list) => [...list, { id, body, output: '', result: undefined, error: null, running: true }]);
    streamAgentTest(agentId, { ...body, history }, { onDelta: (text, replace) => patch(id, (turn) => ({ output: replace ? text : turn.output + text })), signal: current.signal })
      .then((result) => {
        patch(id, () => ({ result, output: result.output, running: false }));
        // the run counts in the month's cost the sidebar and the dashboard show
        if (project) void queryClient.invalidateQueries({ queryKey: projectAnalyticsQuery(project.id).queryKey });
        if (quiet) return;
        if (result.status === 'error') toast({ title: t('toasts.testFailed'), description: result.error ?? t('errors.unknown'), variant: 'destructive' });
        else toast({ title: t('toasts.testCompleted'), description: t('toasts.testCompletedDescription', { latency: result.latency }) });
      })
      .catch((error: Error) => {
        if (isAbort(error)) return;
        patch(id, () => ({ error, running: false }));
        if (!quiet) toast({ title: t('toasts.testFailed'), description: errorMessage(error, t), variant: 'destructive' });
      });
  };

  return {
    turns,
    isRunning: turns.some((turn) => turn.running),
    send,
    reset: () => {
      controller.current?.abort();
      setTurns([]);
    },
  };
}
