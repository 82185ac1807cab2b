import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {t('loading')}
    </div>
  );
}
