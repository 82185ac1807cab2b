import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TranscriptTurn as Turn } from '@common/conversations';
import { MarkdownView } from '@common/markdown-view';
import { prefillFromTurn } from '../../components/curated-answers/curated-draft';
import { ImproveAnswerButton } from '../../components/curated-answers/improve-answer-button';
import { Badge } from '../../components/ui/badge';
import { useCostText } from '../../lib/cost-text';
import { formatCost, formatLatency, formatTokens } from './conversation-format';
import { TurnRating } from './turn-rating';
import { TurnSources } from './turn-sources';
import { TurnSteps } from './turn-steps';
import { useFormatDate } from './use-format-date';

/** One exchange: the visitor's message, the agent's answer, and what it cost to give it. */
export function TranscriptTurn({ turn, agentId, agentName }: { turn: Turn; agentId: string; agentName: string }) {
  const { t, i18n } = useTranslation('conversations');
  const formatDate = useFormatDate();
  const costText = useCostText();
  const failed = turn.status === 'error' || turn.error !== null;
  const latency = formatLatency(turn.latency, i18n.language);
  const tools = turn.steps.filter((step) => step.type === 'tool');
  // the run records when the question came in; the answer left once the latency had passed
  const answeredAt = turn.agentOutput && turn.latency !== null ? new Date(new Date(turn.createdAt).getTime() + turn.latency).toISOString() : null;

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4" data-testid="transcript-turn" data-run-id={turn.runId} data-status={turn.status}>
      {/* a turn the agent began (after a person decided on a held action) has no visitor message */}
      {turn.userInput !== '' && (
        <div className="flex flex-col items-end gap-1">
          <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">
            {turn.userInput}
          </div>
          <time dateTime={turn.createdAt} className="text-xs text-muted-foreground">
            {t('transcript.visitor')} · {formatDate(turn.createdAt)}
          </time>
        </div>
      )}
      <div className="flex flex-col items-start gap-1">
        {turn.agentOutput ? (
          <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-4 py-2 text-sm" data-testid="transcript-answer">
            <MarkdownView text={turn.agentOutput} />
          </div>
        ) : (
          <div className="rounded-2xl rounded-bl-sm border border-dashed px-4 py-2 text-sm italic text-muted-foreground">{t('transcript.noAnswer')}</div>
        )}
        <div className="flex flex-wrap items-center gap-x-2">
          <span className="text-xs text-muted-foreground">
            {t('transcript.agent')}
            {answeredAt && (
              <>
                {' · '}
                <time dateTime={answeredAt}>{formatDate(answeredAt)}</time>
              </>
            )}
          </span>
          <ImproveAnswerButton agentId={agentId} agentName={agentName} prefill={prefillFromTurn(turn)} />
        </div>
        {turn.deliveryError && (
          <p className="flex max-w-[85%] items-start gap-1.5 text-xs text-destructive" data-testid="not-sent">
            <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="break-words">{t('transcript.notSent', { reason: turn.deliveryError })}</span>
          </p>
        )}
        <TurnRating turn={turn} />
      </div>
      {turn.error && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="turn-error">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{turn.error}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-2 font-mono text-xs text-muted-foreground" data-testid="turn-metrics">
        <span title={t('transcript.tokensHint')}>{t('transcript.tokens', { input: formatTokens(turn.tokensIn, i18n.language), output: formatTokens(turn.tokensOut, i18n.language) })}</span>
        <span data-testid="turn-cost">{costText.one(turn.cost, formatCost)}</span>
        {latency && <span>{latency}</span>}
        <Badge variant={failed ? 'destructive' : 'success'} className="px-2 py-0 font-sans font-medium">
          {t(`runStatuses.${turn.status}`, { defaultValue: turn.status })}
        </Badge>
      </div>
      {turn.sources.length > 0 && <TurnSources sources={turn.sources} />}
      {turn.steps.length > 0 && <TurnSteps steps={turn.steps} toolCount={tools.length} />}
    </li>
  );
}

