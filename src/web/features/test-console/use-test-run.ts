import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestAgentBody, TestResult } from '@common/testing';
import { toast } from '../../components/ui/use-toast';
import { streamAgentTest } from './api/stream-agent-test';
import { errorMessage } from './error-message';

export interface TestRun {
  /** streamed text so far, then the final output */
  output: string;
  result: TestResult | undefined;
  /** what was sent, to label the results (edited prompt) and to save a test case */
  body: TestAgentBody | undefined;
  isRunning: boolean;
  error: Error | null;
  run: (body: TestAgentBody) => void;
}

function isAbort(error: Error): boolean {
  return error.name === 'AbortError';
}

/** One streamed test at a time; a new run (or leaving the console) cancels the previous one. */
export function useTestRun(agentId: string): TestRun {
  const { t } = useTranslation('testConsole');
  const [streamed, setStreamed] = useState('');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (body: TestAgentBody) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStreamed('');
      return streamAgentTest(agentId, body, { onDelta: (text) => setStreamed((prev) => prev + text), signal: current.signal });
    },
    onSuccess: (result) => {
      if (result.status === 'error') {
        toast({ title: t('toasts.testFailed'), description: result.error ?? t('errors.unknown'), variant: 'destructive' });
        return;
      }
      toast({ title: t('toasts.testCompleted'), description: t('toasts.testCompletedDescription', { latency: result.latency }) });
    },
    onError: (error) => {
      if (isAbort(error)) return;
      toast({ title: t('toasts.testFailed'), description: errorMessage(error, t), variant: 'destructive' });
    },
  });

  return {
    output: mutation.data?.output ?? streamed,
    result: mutation.data,
    body: mutation.variables,
    isRunning: mutation.isPending,
    error: mutation.error && !isAbort(mutation.error) ? mutation.error : null,
    run: (body) => mutation.mutate(body),
  };
}
