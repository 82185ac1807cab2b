import { Check, Copy, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCopy } from '../../../components/ui/code-block';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** The address that starts a webhook-triggered run; the server issues it on the first save. */
export function InboundWebhookUrl({ url }: { url: string | null }) {
  const { t } = useTranslation('workflowBuilder');
  const { copied, copy } = useCopy();

  if (!url) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground" data-testid="trigger-webhook-url-pending">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('trigger.inboundUrlPending')}
      </p>
    );
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="trigger-webhook-url">{t('trigger.inboundUrl')}</Label>
      <div className="flex gap-2">
        <Input id="trigger-webhook-url" readOnly value={url} className="font-mono text-xs" aria-describedby="trigger-webhook-url-hint" onFocus={(e) => e.currentTarget.select()} data-testid="trigger-webhook-url" />
        <Button type="button" variant="outline" size="icon" aria-label={copied ? t('trigger.copied') : t('trigger.copy')} title={copied ? t('trigger.copied') : t('trigger.copy')} onClick={() => void copy(url)} data-testid="copy-trigger-webhook-url">
          {copied ? <Check className="text-success" /> : <Copy />}
        </Button>
      </div>
      <p id="trigger-webhook-url-hint" className="text-xs text-muted-foreground">
        {t('trigger.inboundUrlHint')}
      </p>
    </div>
  );
}
