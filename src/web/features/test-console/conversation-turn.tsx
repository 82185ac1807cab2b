import { AlertTriangle, BookmarkPlus, CloudOff, PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { MarkdownView } from '@common/markdown-view';
import { Link } from 'wouter';
import { ImproveAnswerButton } from '../../components/curated-answers/improve-answer-button';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { errorMessage } from './error-message';
import { RagSources } from './rag-sources';
import { ResultMetrics } from './result-metrics';
import { RunSteps } from './run-steps';
import type { ConsoleTurn } from './use-conversation';

interface ConversationTurnProps {
  agent: Pick<Agent, 'id' | 'name'>;
  turn: ConsoleTurn;
  /** the latest turn: its details start open */
  latest: boolean;
  /** side A (or the only side): its latest answer carries the console-output test id */
  primary: boolean;
  /** the first answer of the conversation by the offline model: it alone explains why (once per conversation) */
  showOfflineNotice: boolean;
  onSaveAsCase: () => void;
}

/** One exchange: the message, the streamed answer, who answered, and the turn's steps and sources. */
export function ConversationTurn({ agent, turn, latest, primary, showOfflineNotice, onSaveAsCase }: ConversationTurnProps) {
  const { t } = useTranslation('testConsole');
  const { result, running, error, output } = turn;
  const item = useRef<HTMLLIElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  // the newest exchange comes into view when sent, and its answer stays in view as it streams in and completes
  useEffect(() => {
    if (latest) item.current?.scrollIntoView({ block: 'nearest' });
  }, [latest]);
  useEffect(() => {
    if (latest && (running || result)) answer.current?.scrollIntoView({ block: 'nearest' });
  }, [latest, running, result, output]);
  return (
    <li ref={item} className="flex scroll-mb-4 flex-col gap-2" data-testid="console-turn" data-running={running}>
      <p className="ml-auto max-w-[85%] whitespace-pre-wrap break-words rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground" data-testid="console-turn-input">
        <span className="sr-only">{t('conversation.you')}: </span>
        {turn.body.input}
      </p>
      <div className="mr-auto flex max-w-[85%] flex-col gap-1.5">
        <div
          ref={answer}
          className="min-h-9 scroll-mb-4 break-words rounded-lg border bg-muted/40 px-3 py-2 text-sm leading-relaxed"
          aria-live={latest ? 'polite' : undefined}
          aria-busy={running}
          data-testid={latest && primary ? 'console-output' : 'console-turn-output'}
        >
          <span className="sr-only">{t('conversation.agent')}: </span>
          {output && <MarkdownView text={output} />}
          {running && <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-text-bottom" aria-hidden="true" />}
          {!output && !running && !error && result?.status !== 'error' && <span className="text-muted-foreground">{t('results.noOutput')}</span>}
        </div>
        {(error || result?.status === 'error') && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error ? errorMessage(error, t) : result?.error}
          </p>
        )}
        {result && (
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline" className="font-mono font-normal" data-testid="turn-model">
              {t('providers.' + result.provider, { defaultValue: result.provider })} / {result.model}
            </Badge>
            {turn.body.systemPrompt !== undefined && (
              <Badge variant="outline" className="gap-1 font-normal">
                <PenLine className="size-3" aria-hidden="true" />
                {t('results.editedPrompt')}
              </Badge>
            )}
            {result.output && <ImproveAnswerButton agentId={agent.id} agentName={agent.name} prefill={{ question: turn.body.input, answer: result.output, complaint: null }} />}
          </div>
        )}
        {result?.offline && showOfflineNotice && (
          <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-xs" data-testid="result-offline">
            <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <span>
              <span className="font-medium">{t('results.offlineTitle')}</span> — {t('results.offlineBody')}{' '}
              <Link href="/settings?tab=api-keys" className="font-medium text-primary underline underline-offset-4">
                {t('results.offlineLink')}
              </Link>
            </span>
          </p>
        )}
        {result && (
          <details className="group rounded-md border px-3 py-2" open={latest}>
            <summary className="cursor-pointer text-xs font-medium text-muted-foreground">
              {t('conversation.details')}: {t('results.steps', { count: result.steps.length })}, {t('results.sources', { count: result.ragSources.length })}
            </summary>
            <div className="mt-3 flex flex-col gap-3">
              <ResultMetrics result={result} />
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{t('results.steps', { count: result.steps.length })}</h3>
                <RunSteps steps={result.steps} />
              </section>
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{t('results.sources', { count: result.ragSources.length })}</h3>
                <RagSources sources={result.ragSources} />
              </section>
              <Button variant="outline" size="sm" className="self-start" onClick={onSaveAsCase} disabled={!result.output} data-testid={latest && primary ? 'console-save-case' : undefined}>
                <BookmarkPlus />
                {t('results.saveAsCase')}
              </Button>
            </div>
          </details>
        )}
      </div>
    </li>
  );
}
