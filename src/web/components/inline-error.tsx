import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** A failed load inside a card or page section: the server's message and a retry. */
export function InlineError({ error, onRetry, className }: { error: Error; onRetry?: () => void; className?: string }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.serverMessage : error.message;
  return (
    <div role="alert" className={cn('flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm', className)}>
      <p className="flex items-start gap-2 text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
