import type { FieldError } from 'react-hook-form';

/** A form field's message, already translated by the caller. */
export function FieldErrorText({ id, error, message }: { id: string; error: FieldError | undefined; message: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  );
}
