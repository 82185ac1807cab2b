import { ChevronRight, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useUnansweredSummary } from '../../lib/unanswered/get-unanswered';

/** "12 questions went unanswered this week", linking to the agent with most; nothing when none did. */
export function UnansweredLine({ projectId }: { projectId: string }) {
  const { t } = useTranslation('unanswered');
  const summary = useUnansweredSummary(projectId).data;
  if (!summary || summary.count === 0 || !summary.topAgentId) return null;
  return (
    <Link
      href={`/agents/${encodeURIComponent(summary.topAgentId)}/unanswered`}
      className="flex items-center gap-3 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm transition-colors hover:bg-warning/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="dashboard-unanswered"
    >
      <MessageCircleQuestion className="size-4 shrink-0 text-warning" aria-hidden="true" />
      <span className="min-w-0 flex-1 font-medium">{t('dashboard.line', { count: summary.count })}</span>
      <span className="inline-flex shrink-0 items-center gap-1 text-muted-foreground">
        {t('dashboard.open')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </span>
    </Link>
  );
}
