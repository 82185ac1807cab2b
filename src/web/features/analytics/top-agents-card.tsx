import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ANALYTICS_DISPLAY, type AnalyticsReport } from '@common/analytics';
import { formatCount, formatPercent, rankAgents } from './analytics-figures';
import { AnalyticsSectionCard } from './analytics-section-card';

/** The busiest agents (3), each opening its conversations. */
export function TopAgentsCard({ byAgent, className }: { byAgent: AnalyticsReport['byAgent']; className?: string }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const agents = rankAgents(byAgent, ANALYTICS_DISPLAY.topAgents);

  return (
    <AnalyticsSectionCard
      title={t('topAgents.title')}
      description={t('topAgents.description', { count: ANALYTICS_DISPLAY.topAgents })}
      empty={agents.length > 0 ? null : t('empty.noAgents')}
      className={className}
      testId="analytics-top-agents"
    >
      <ol className="flex flex-col gap-2">
        {agents.map((agent, index) => (
          <li key={agent.agentId}>
            <Link
              href={`/conversations?agentId=${encodeURIComponent(agent.agentId)}`}
              className="group flex items-center gap-3 rounded-md border p-3 transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="top-agent"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground" aria-hidden="true">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium group-hover:underline">{agent.agentName}</span>
                <span className="block text-xs text-muted-foreground">
                  {[
                    t('topAgents.conversations', { count: agent.conversations, formatted: formatCount(agent.conversations, locale) }),
                    t('topAgents.runs', { count: agent.runs, formatted: formatCount(agent.runs, locale) }),
                    agent.successRate !== null && t('topAgents.success', { rate: formatPercent(agent.successRate, locale) }),
                    agent.guardrailRuns > 0 && t('topAgents.guardrails', { count: agent.guardrailRuns, formatted: formatCount(agent.guardrailRuns, locale) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ol>
    </AnalyticsSectionCard>
  );
}
