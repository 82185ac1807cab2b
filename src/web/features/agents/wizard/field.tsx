import type { ReactNode } from 'react';
import { get, useFormState, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form-message';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import type { WizardValues } from './form-schema';
import { validationMessage } from './validation-message';

export function useFieldError(name: FieldPath<WizardValues>): string | undefined {
  const { errors } = useFormState<WizardValues>({ name });
  const { t, i18n } = useTranslation('wizard');
  const error = get(errors, name) as FieldError | undefined;
  if (!error?.message) return undefined;
  const known = validationMessage(name, error, i18n.language);
  return known ? t(`validation.${known.key}`, known.values) : error.message;
}

/** Label, control, hint and the field's validation message under it. */
export function Field({
  name,
  label,
  htmlFor,
  hint,
  className,
  children,
}: {
  name: FieldPath<WizardValues>;
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const message = useFieldError(name);
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !message && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FormMessage message={message} id={`${htmlFor}-error`} />
    </div>
  );
}
