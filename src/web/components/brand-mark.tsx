import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Product logo and name. */
export function BrandMark() {
  const { t } = useTranslation('common');
  return (
    <span className="flex items-center gap-2 font-semibold">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Bot className="size-5" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">{t('appName')}</span>
    </span>
  );
}
