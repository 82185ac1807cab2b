import { AlertCircle } from 'lucide-react';
import { ApiError } from '../../lib/api';

/** The server's own explanation of a failed sign-in or sign-up. */
export function ServerError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" data-testid="auth-error" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="text-foreground">{error instanceof ApiError ? error.serverMessage : error.message}</span>
    </p>
  );
}
