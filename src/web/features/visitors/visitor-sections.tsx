import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VisitorDetail } from '@common/visitors';
import { useFormatDate } from './use-format-date';

/** One titled block of a visitor's page. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border bg-card p-4" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted-foreground">{children}</p>;

export function VisitorConversations({ visitor }: { visitor: VisitorDetail }) {
  const { t } = useTranslation('visitors');
  const formatDate = useFormatDate();
  if (visitor.conversationsList.length === 0) return <Empty>{t('page.noConversations')}</Empty>;
  return (
    <ul className="divide-y text-sm">
      {visitor.conversationsList.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="visitor-conversation">
          <Link href={`/conversations/${c.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('page.conversationWith', { agent: c.agentName })}
          </Link>
          <span className="text-muted-foreground">
            {t(`channels.${c.channel}`, { defaultValue: c.channel })} · {t('page.turns', { count: c.turns })} · {formatDate(c.lastMessageAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function VisitorLeads({ visitor }: { visitor: VisitorDetail }) {
  const { t } = useTranslation('visitors');
  const formatDate = useFormatDate();
  if (visitor.leads.length === 0) return <Empty>{t('page.noLeads')}</Empty>;
  return (
    <ul className="divide-y text-sm">
      {visitor.leads.map((l) => (
        <li key={l.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid="visitor-lead">
          <span className="break-words">{[l.name, l.email, l.phone].filter(Boolean).join(' · ') || t('none')}</span>
          <span className="text-muted-foreground">{formatDate(l.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

export function VisitorFeedback({ visitor }: { visitor: VisitorDetail }) {
  const { t } = useTranslation('visitors');
  if (visitor.feedback.length === 0) return <Empty>{t('page.noFeedback')}</Empty>;
  return (
    <ul className="divide-y text-sm">
      {visitor.feedback.map((f) => (
        <li key={f.runId} className="flex flex-wrap justify-between gap-2 py-2" data-testid="visitor-feedback">
          <span>
            {t(`page.rating.${f.rating}`)}
            {f.comment && <span className="text-muted-foreground"> · {f.comment}</span>}
          </span>
          <Link href={`/conversations/${f.conversationId}`} className="text-primary underline-offset-4 hover:underline">
            {t('page.openConversation')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function VisitorBudgets({ visitor }: { visitor: VisitorDetail }) {
  const { t } = useTranslation('visitors');
  if (visitor.budgets.length === 0) return <Empty>{t('page.noBudgets')}</Empty>;
  const limit = (n: number | null) => (n === null ? t('page.unlimited') : n.toLocaleString());
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="visitor-budgets">
        <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">{t('page.budget.agent')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('page.budget.messages')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('page.budget.tokens')}</th>
            <th scope="col" className="py-1 font-medium">{t('page.budget.total')}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {visitor.budgets.map((b) => (
            <tr key={b.agentId}>
              <td className="py-1.5 pr-3">{b.agentName}</td>
              <td className="py-1.5 pr-3 tabular-nums">{t('page.budget.of', { used: b.messagesLast24h.toLocaleString(), limit: limit(b.messagesPerDayLimit) })}</td>
              <td className="py-1.5 pr-3 tabular-nums">{t('page.budget.of', { used: b.largestConversationTokens.toLocaleString(), limit: limit(b.tokensPerConversationLimit) })}</td>
              <td className="py-1.5 tabular-nums">{b.tokensTotal.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
