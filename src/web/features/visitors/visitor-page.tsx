import { ArrowLeft, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DeletedVisitor } from '@common/visitors';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectCan } from '../../lib/project-role';
import { useVisitor } from './api/get-visitor';
import { DeleteVisitorDialog } from './delete-visitor-dialog';
import { LinkVisitorDialog } from './link-visitor-dialog';
import { useFormatDate } from './use-format-date';
import { visitorLabel } from './visitor-label';
import { Section, VisitorBudgets, VisitorConversations, VisitorFeedback, VisitorLeads } from './visitor-sections';
import { VisitorStatusBadge } from './visitor-status-badge';
import { VisitorDeleted } from './visitor-deleted';
import { VisitorMemoryPanel } from './memory/visitor-memory-panel';

/** One visitor: who they are, their ids on each channel, and everything of theirs across channels. */
export function VisitorPage({ projectId, visitorId }: { projectId: string; visitorId: string }) {
  const { t } = useTranslation('visitors');
  const formatDate = useFormatDate();
  const can = useProjectCan();
  const visitor = useVisitor(projectId, visitorId);
  const [dialog, setDialog] = useState<'link' | 'delete' | null>(null);
  const [deleted, setDeleted] = useState<DeletedVisitor | null>(null);

  if (deleted) return <VisitorDeleted result={deleted} />;
  const back = (
    <Link href="/visitors" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('page.back')}
    </Link>
  );
  if (visitor.isPending) return <Skeleton className="h-64" aria-busy="true" />;
  if (visitor.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <InlineError error={visitor.error} onRetry={() => void visitor.refetch()} />
      </div>
    );
  const v = visitor.data;
  const fields: [string, string | null][] = [
    [t('page.externalId'), v.externalId],
    [t('page.email'), v.email],
    [t('page.phone'), v.phone],
    [t('page.firstSeen'), formatDate(v.firstSeenAt)],
    [t('page.lastSeen'), formatDate(v.lastSeenAt)],
  ];

  return (
    <div className="flex flex-col gap-6" data-testid="visitor-page">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 className="break-words text-xl font-semibold tracking-tight" data-testid="visitor-name">
            {visitorLabel(v)}
          </h2>
          <VisitorStatusBadge status={v.status} />
        </div>
        {can('handleConversations') && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDialog('link')} data-testid="link-visitor-button">
              <Link2 />
              {t('link.button')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('delete')} data-testid="delete-visitor-button">
              <Trash2 className="text-destructive" />
              {t('delete.button')}
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('page.profile')} testId="visitor-profile">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-all">{value || <span className="text-muted-foreground">{t('none')}</span>}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title={t('page.channelIds')} testId="visitor-channel-ids">
          {v.channelIds.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('page.noChannelIds')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {v.channelIds.map((c) => (
                <li key={`${c.channel}:${c.externalId}`} className="break-all" data-testid="visitor-channel-id">
                  <span className="text-muted-foreground">{t(`channels.${c.channel}`)}:</span> {c.externalId}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section title={t('page.conversations', { count: v.conversationsList.length })} testId="visitor-conversations">
        <VisitorConversations visitor={v} />
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('page.leads')} testId="visitor-leads">
          <VisitorLeads visitor={v} />
        </Section>
        <Section title={t('page.feedback')} testId="visitor-feedback-section">
          <VisitorFeedback visitor={v} />
        </Section>
      </div>
      <Section title={t('page.budgets')} testId="visitor-budgets-section">
        <VisitorBudgets visitor={v} />
      </Section>

      <VisitorMemoryPanel projectId={projectId} visitorId={v.id} />

      {dialog === 'link' && <LinkVisitorDialog projectId={projectId} visitor={v} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteVisitorDialog projectId={projectId} visitor={v} onDeleted={setDeleted} onClose={() => setDialog(null)} />}
    </div>
  );
}
