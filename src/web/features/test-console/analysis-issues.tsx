import { AlertCircle, AlertTriangle, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiAnalysis } from '@common/testing';
import { Badge } from '../../components/ui/badge';

type Issue = AiAnalysis['issues'][number];

/** Severity high, medium or other. */
const SEVERITY = {
  high: { icon: AlertCircle, badge: 'destructive', text: 'text-destructive' },
  medium: { icon: AlertTriangle, badge: 'warning', text: 'text-warning' },
  other: { icon: Info, badge: 'secondary', text: 'text-muted-foreground' },
} as const;

export function AnalysisIssues({ issues }: { issues: Issue[] }) {
  const { t } = useTranslation('testConsole');
  if (issues.length === 0) return <p className="text-sm text-muted-foreground">{t('analysis.noIssues')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="analysis-issues">
      {issues.map((issue, i) => {
        const level = issue.severity === 'high' || issue.severity === 'medium' ? issue.severity : 'other';
        const { icon: Icon, badge, text } = SEVERITY[level];
        return (
          <li key={i} className="flex gap-3 rounded-md border p-3">
            <Icon className={`mt-0.5 size-4 shrink-0 ${text}`} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm font-medium">{issue.title}</p>
                <Badge variant={badge}>{t(`analysis.severity.${level}`)}</Badge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{issue.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
