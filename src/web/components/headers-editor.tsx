import { Plus, X } from 'lucide-react';
import { SECRET_MASK, TOOL_LIMITS } from '@common/tool-configs';
import type { ReactNode } from 'react';
import { FormMessage } from './form-message';
import type { HeaderRow } from './header-rows';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** The editor's words, in the caller's own translations. */
export interface HeadersEditorText {
  legend: string;
  hint?: string;
  empty?: string;
  name: string;
  namePlaceholder?: string;
  value: string;
  /** the remove button's label for the row at `index` (counted from 1) */
  remove: (index: number) => string;
  add: string;
}

export interface HeaderRowError {
  name?: string;
  value?: string;
}

/**
 * Name/value rows of the headers sent with a request. Stored values arrive as the mask (shown as a
 * password) and are kept as long as the mask is left in place. `idPrefix` names its ids and test ids:
 * `{prefix}-headers`, `{prefix}-header-row`, `add-{prefix}-header`.
 */
export function HeadersEditor({
  idPrefix,
  rows,
  onChange,
  text,
  secretValues = false,
  rowErrors,
  error,
  note,
}: {
  idPrefix: string;
  rows: readonly HeaderRow[];
  onChange: (rows: HeaderRow[]) => void;
  text: HeadersEditorText;
  /** every value typed as a password, not only the stored ones */
  secretValues?: boolean;
  rowErrors?: readonly (HeaderRowError | undefined)[];
  error?: string;
  note?: ReactNode;
}) {
  const hintId = text.hint ? `${idPrefix}-headers-hint` : undefined;
  const update = (index: number, patch: Partial<HeaderRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="grid gap-2" data-testid={`${idPrefix}-headers`}>
      <legend className="mb-2 text-sm font-medium leading-none">{text.legend}</legend>
      {text.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {text.hint}
        </p>
      )}
      {rows.length === 0 && text.empty && <p className="text-xs text-muted-foreground">{text.empty}</p>}
      {rows.map((row, i) => {
        const nameError = rowErrors?.[i]?.name;
        const valueError = rowErrors?.[i]?.value;
        const nameErrorId = `${idPrefix}-header-${i}-name-error`;
        const valueErrorId = `${idPrefix}-header-${i}-value-error`;
        return (
          <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2" data-testid={`${idPrefix}-header-row`}>
            <div className="grid gap-1">
              <Input
                aria-label={text.name}
                placeholder={text.namePlaceholder ?? text.name}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={Boolean(nameError)}
                aria-describedby={nameError ? nameErrorId : undefined}
                value={row.name}
                onChange={(e) => update(i, { name: e.target.value })}
              />
              <FormMessage id={nameErrorId} message={nameError} />
            </div>
            <div className="grid gap-1">
              <Input
                type={secretValues || row.value === SECRET_MASK ? 'password' : 'text'}
                aria-label={text.value}
                placeholder={text.value}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={Boolean(valueError)}
                aria-describedby={valueError ? valueErrorId : hintId}
                value={row.value}
                onFocus={(e) => {
                  if (e.currentTarget.value === SECRET_MASK) e.currentTarget.select();
                }}
                onChange={(e) => update(i, { value: e.target.value })}
              />
              <FormMessage id={valueErrorId} message={valueError} />
            </div>
            <Button type="button" variant="ghost" size="icon" aria-label={text.remove(i + 1)} title={text.remove(i + 1)} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              <X />
            </Button>
          </div>
        );
      })}
      <FormMessage id={`${idPrefix}-headers-error`} message={error} />
      {note}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={rows.length >= TOOL_LIMITS.headers}
        onClick={() => onChange([...rows, { name: '', value: '' }])}
        data-testid={`add-${idPrefix}-header`}
      >
        <Plus />
        {text.add}
      </Button>
    </fieldset>
  );
}
