import { MessageCircleQuestionMark, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STARTER_CHARS_MAX, STARTERS_MAX } from '@common/agents';
import { FormMessage } from '../../../components/form-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useFieldError } from './field';
import { useTextRows } from './use-text-rows';

/** Up to four suggested first questions, shown as buttons on the public chat, demo and widget before the visitor writes. */
export function StartersField() {
  const { t } = useTranslation('wizard');
  const { rows: starters, setRow, removeRow, addRow, rowError } = useTextRows('starters');
  const listError = useFieldError('starters');

  return (
    <div role="group" aria-labelledby="starters-label" aria-describedby="starters-hint" className="grid gap-2" data-testid="starters-field">
      <p id="starters-label" className="text-sm leading-none font-medium">
        {t('deploy.starters')}
      </p>
      <p id="starters-hint" className="text-xs text-muted-foreground">
        {t('deploy.startersHint', { max: STARTERS_MAX })}
      </p>
      {starters.length > 0 && (
        <ul className="grid gap-2">
          {starters.map((text, i) => (
            <li key={i} className="grid gap-1">
              <div className="flex items-center gap-2">
                <MessageCircleQuestionMark className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <Input
                  id={`starter-${i}`}
                  value={text}
                  maxLength={STARTER_CHARS_MAX}
                  placeholder={t('deploy.starterPlaceholder')}
                  aria-label={t('deploy.starterLabel', { n: i + 1 })}
                  aria-invalid={rowError(i) ? true : undefined}
                  onChange={(e) => setRow(i, e.target.value)}
                />
                <Button type="button" variant="ghost" size="icon" aria-label={t('deploy.removeStarter', { n: i + 1 })} title={t('deploy.removeStarter', { n: i + 1 })} onClick={() => removeRow(i)}>
                  <X />
                </Button>
              </div>
              <FormMessage message={rowError(i)} />
            </li>
          ))}
        </ul>
      )}
      <FormMessage message={listError} />
      {starters.length < STARTERS_MAX && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={addRow}>
          <Plus />
          {t('deploy.addStarter')}
        </Button>
      )}
    </div>
  );
}
