import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from './form-schema';
import { validationMessage } from './validation-message';

/** The wizard's lists of text rows, edited one row at a time. */
type TextRowsName = 'websiteUrls' | 'starters';

/**
 * A list of text rows in the wizard form (website URLs, conversation starters): the rows, edits
 * that keep the other rows as the form holds them now, and each row's error in the reader's language.
 */
export function useTextRows(name: TextRowsName) {
  const { t, i18n } = useTranslation('wizard');
  const { control, setValue, getValues } = useFormContext<WizardValues>();
  const rows = useWatch({ control, name }) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name });

  const current = () => getValues(name) ?? [];
  const write = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: isSubmitted });
  return {
    rows,
    write,
    current,
    setRow: (i: number, value: string) => write(current().map((row, j) => (j === i ? value : row))),
    removeRow: (i: number) => write(current().filter((_, j) => j !== i)),
    addRow: () => write([...current(), '']),
    rowError: (i: number): string | undefined => {
      const error = get(errors, `${name}.${i}`) as FieldError | undefined;
      if (!error?.message) return undefined;
      const known = validationMessage(`${name}.${i}`, error, i18n.language);
      return known ? t(`validation.${known.key}`, known.values) : error.message;
    },
  };
}
