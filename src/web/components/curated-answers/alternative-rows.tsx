import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CURATED_ALTERNATIVES_MAX, CURATED_QUESTION_MAX } from '@common/curated-answers';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

/** Other ways visitors ask the same question, one row each. */
export function AlternativeRows({ rows, badRows, onChange }: { rows: string[]; badRows: number[]; onChange: (rows: string[]) => void }) {
  const { t } = useTranslation('curatedAnswers');
  return (
    <fieldset className="grid gap-2" data-testid="curated-alternatives">
      <legend className="mb-1 text-sm font-medium">{t('editor.alternatives')}</legend>
      <p className="text-xs text-muted-foreground">{t('editor.alternativesHint', { max: CURATED_ALTERNATIVES_MAX })}</p>
      {rows.map((row, i) => {
        const bad = badRows.includes(i);
        return (
          <div key={i} className="grid gap-1">
            <div className="flex items-center gap-2">
              <Input
                value={row}
                aria-label={t('editor.alternativeLabel', { number: i + 1 })}
                aria-invalid={bad}
                onChange={(e) => onChange(rows.map((r, j) => (j === i ? e.target.value : r)))}
                data-testid="curated-alternative"
              />
              <Button type="button" variant="ghost" size="icon" aria-label={t('editor.removeAlternative', { number: i + 1 })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                <X />
              </Button>
            </div>
            {bad && <p className="text-xs text-destructive">{t('editor.problems.tooLong', { max: CURATED_QUESTION_MAX })}</p>}
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={rows.length >= CURATED_ALTERNATIVES_MAX}
        onClick={() => onChange([...rows, ''])}
        data-testid="curated-add-alternative"
      >
        <Plus />
        {t('editor.addAlternative')}
      </Button>
    </fieldset>
  );
}
