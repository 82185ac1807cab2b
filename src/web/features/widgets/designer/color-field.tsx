import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColorFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A colour picker and its hex input; the hex text is kept while it is being typed and applied once valid. */
export function ColorField({ label, hint, value, onChange, testId }: ColorFieldProps) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const invalid = draft !== null && !HEX.test(draft);

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={value}
          onChange={(event) => {
            setDraft(null);
            onChange(event.target.value);
          }}
          aria-label={t('customize.pickerLabel', { label })}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-background p-1"
        />
        <Input
          id={id}
          value={text}
          maxLength={7}
          spellCheck={false}
          aria-label={t('customize.hexLabel', { label })}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          className="font-mono uppercase"
          onChange={(event) => {
            const next = event.target.value.startsWith('#') ? event.target.value : `#${event.target.value}`;
            setDraft(next);
            if (HEX.test(next)) onChange(next.toLowerCase());
          }}
          onBlur={() => setDraft(null)}
          data-testid={testId}
        />
      </div>
      <p id={`${id}-hint`} className={invalid ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {invalid ? t('customize.invalid') : hint}
      </p>
    </div>
  );
}
