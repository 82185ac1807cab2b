import { Bot, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiAnalysis } from '@common/testing';
import { StructuredAnswerNote } from '../../components/structured-answer-note';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { AnalysisIssues } from './analysis-issues';
import { AnalysisSuggestions } from './analysis-suggestions';

interface AnalysisPanelProps {
  analysis: AiAnalysis;
  applied: number[];
  onToggle: (index: number) => void;
}

export function AnalysisPanel({ analysis, applied, onToggle }: AnalysisPanelProps) {
  const { t } = useTranslation('testConsole');
  const fromModel = analysis.source === 'model';
  return (
    <Card data-testid="analysis-results">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('analysis.title')}</CardTitle>
          <Badge variant="outline" className="gap-1.5 font-normal" data-testid="analysis-source">
            {fromModel ? <Bot className="size-3.5" aria-hidden="true" /> : <ListChecks className="size-3.5" aria-hidden="true" />}
            {fromModel ? t('analysis.sourceModel') : t('analysis.sourceRules')}
          </Badge>
        </div>
        <CardDescription>
          {fromModel ? t('analysis.descriptionModel') : analysis.fallback ? t('analysis.descriptionUnreadable') : t('analysis.descriptionRules')}
        </CardDescription>
        <StructuredAnswerNote answer={analysis} />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('analysis.issues', { count: analysis.issues.length })}</h3>
          <AnalysisIssues issues={analysis.issues} />
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('analysis.suggestions', { count: analysis.suggestions.length })}</h3>
          <p className="text-xs text-muted-foreground">{t('analysis.applyHint')}</p>
          <AnalysisSuggestions suggestions={analysis.suggestions} applied={applied} onToggle={onToggle} />
        </section>
      </CardContent>
    </Card>
  );
}
