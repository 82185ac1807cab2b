import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/** Full-page failure with the server's message and a retry. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="max-w-md text-sm text-muted-foreground">{error.message}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}
