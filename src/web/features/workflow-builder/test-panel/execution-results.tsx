import { Bot, Circle, CircleCheck, CircleX, LoaderCircle, Mail, SkipForward, UserCheck, Webhook, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NodeResult } from '@common/workflows';
import { cn } from '../../../lib/cn';
import { summarizeNodeOutput } from './execution-format';

const NODE_ICONS: Record<string, LucideIcon> = { agent: Bot, email: Mail, webhook: Webhook, trigger: Zap, approval: UserCheck };

const NODE_STATUS: Record<NodeResult['status'], { icon: LucideIcon; color: string }> = {
  pending: { icon: Circle, color: 'text-muted-foreground' },
  running: { icon: LoaderCircle, color: 'text-warning' },
  success: { icon: CircleCheck, color: 'text-success' },
  error: { icon: CircleX, color: 'text-destructive' },
  skipped: { icon: SkipForward, color: 'text-muted-foreground' },
};

function NodeOutput({ result }: { result: NodeResult }) {
  const { t } = useTranslation('workflowRun');
  const summary = summarizeNodeOutput(result);
  if (!summary) return null;
  if (summary.kind === 'approval') {
    const text = summary.decision ? t(`execution.approval.${summary.decision}`, { defaultValue: summary.decision }) : t('execution.approval.waiting');
    return (
      <p className="break-words text-sm text-muted-foreground" data-testid="node-approval-outcome">
        {summary.reason ? t('execution.approval.withReason', { outcome: text, reason: summary.reason }) : text}
      </p>
    );
  }
  const text =
    summary.kind === 'email'
      ? summary.to
        ? t('execution.emailSent', { to: summary.to })
        : t('execution.emailSentNoRecipient')
      : summary.statusCode !== null
        ? t('execution.webhookCalled', { status: summary.statusCode })
        : t('execution.webhookCalledNoStatus');
  return <p className="break-words text-sm text-muted-foreground">{text}</p>;
}

function NodeResultItem({ result, label }: { result: NodeResult; label: string | undefined }) {
  const { t } = useTranslation('workflowRun');
  const TypeIcon = NODE_ICONS[result.nodeType] ?? Circle;
  const status = NODE_STATUS[result.status];
  const StatusIcon = status.icon;
  return (
    <li className="flex gap-3 rounded-md border bg-background/60 p-3" data-testid="node-result" data-node-id={result.nodeId} data-status={result.status}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground" title={t(`nodeTypes.${result.nodeType}`, { defaultValue: result.nodeType })}>
        <TypeIcon className="size-4" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 truncate text-sm font-medium">
            {label ?? t(`nodeTypes.${result.nodeType}`, { defaultValue: result.nodeType })}
            <span className="ml-2 font-mono text-xs font-normal text-muted-foreground">{result.nodeId}</span>
          </p>
          <span className={cn('flex items-center gap-1 text-xs font-medium', status.color)}>
            <StatusIcon className={cn('size-3.5', result.status === 'running' && 'animate-spin')} aria-hidden="true" />
            {t(`execution.nodeStatus.${result.status}`)}
            {result.attempts !== undefined && result.attempts > 1 && (
              <span className="font-normal text-muted-foreground">· {t('execution.attempts', { count: result.attempts })}</span>
            )}
          </span>
        </div>
        <NodeOutput result={result} />
        {result.error && <p className="break-words text-sm text-destructive">{result.error}</p>}
      </div>
    </li>
  );
}

/** The per-node results of one execution; the test panel and the history both show them. */
export function ExecutionResults({ results, labels = {} }: { results: NodeResult[]; labels?: Record<string, string> }) {
  const { t } = useTranslation('workflowRun');
  if (results.length === 0) return <p className="text-sm text-muted-foreground">{t('execution.noNodes')}</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label={t('execution.nodes')}>
      {results.map((result) => (
        <NodeResultItem key={result.nodeId} result={result} label={labels[result.nodeId]} />
      ))}
    </ol>
  );
}
