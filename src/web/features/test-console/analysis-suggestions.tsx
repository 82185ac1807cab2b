import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalysisSuggestion } from '@common/testing';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

interface AnalysisSuggestionsProps {
  suggestions: AnalysisSuggestion[];
  applied: number[];
  onToggle: (index: number) => void;
}

export function AnalysisSuggestions({ suggestions, applied, onToggle }: AnalysisSuggestionsProps) {
  const { t } = useTranslation('testConsole');
  if (suggestions.length === 0) return <p className="text-sm text-muted-foreground">{t('analysis.noSuggestions')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="analysis-suggestions">
      {suggestions.map((suggestion, i) => {
        const isApplied = applied.includes(i);
        return (
          <li key={i} className={`flex flex-col gap-2 rounded-md border p-3 ${isApplied ? 'border-primary/60 bg-accent/40' : ''}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <p className="text-sm font-medium">{suggestion.title}</p>
                <Badge variant={suggestion.applicable ? 'success' : 'outline'}>
                  {suggestion.applicable ? t('analysis.applicable') : t('analysis.notApplicable')}
                </Badge>
              </div>
              <Button
                size="sm"
                variant={isApplied ? 'default' : 'outline'}
                aria-pressed={isApplied}
                onClick={() => onToggle(i)}
                data-testid="suggestion-apply"
              >
                {isApplied ? <Check /> : <Plus />}
                {isApplied ? t('analysis.applied') : t('analysis.apply')}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{suggestion.description}</p>
            {suggestion.example.trim() && (
              <div className="rounded-md border-l-2 border-primary/60 bg-muted/50 px-3 py-2">
                <p className="text-xs font-medium text-muted-foreground">{t('analysis.example')}</p>
                <p className="mt-1 whitespace-pre-wrap text-sm">{suggestion.example}</p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
