import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../components/ui/code-block';

/** The address the provider posts inbound messages to, and where to paste it (nothing for a channel without one). */
export function WebhookSetup({ url, instructions }: { url: string | null; instructions: string }) {
  const { t } = useTranslation('deployments');
  if (url === null) return null;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium leading-none">{t('messaging.webhookUrl')}</span>
      <CodeBlock code={url} copyLabel={t('messaging.copyWebhook')} copiedLabel={t('code.copied')} data-testid="channel-webhook-url" />
      <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="channel-webhook-instructions">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span>{instructions}</span>
      </p>
    </div>
  );
}
