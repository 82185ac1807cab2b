import { Copy, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@common/error-codes';
import { WIDGET_ERROR_CODES, type Widget } from '@common/widgets';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useSaveWidget } from '../api/save-widget';
import type { WidgetForm } from './use-widget-form';

interface DesignerFooterProps {
  agentId: string;
  widget: Widget | null;
  form: WidgetForm;
  onClose: () => void;
  onSaved: () => void;
  onPremiumRequired: () => void;
  onNeedsCode: () => void;
}

/** Close, 'Copy Final Code' (disabled with no code) and save, each saying how it went in a toast. */
export function DesignerFooter({ agentId, widget, form, onClose, onSaved, onPremiumRequired, onNeedsCode }: DesignerFooterProps) {
  const { t } = useTranslation('widgets');
  const save = useSaveWidget(agentId, widget?.id ?? null);
  const { name, htmlCode, design } = form.state;
  const hasCode = htmlCode.trim().length > 0;
  const error = (description: string) => toast({ title: t('toast.error'), description, variant: 'destructive' });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(htmlCode);
      toast({ title: t('toast.copied'), description: t('toast.copiedBody') });
    } catch {
      error(t('toast.copyFailed'));
    }
  };

  const submit = () => {
    if (!name.trim()) return error(t('toast.nameRequired'));
    if (!hasCode) {
      onNeedsCode();
      return error(t('toast.codeRequired'));
    }
    save.mutate(
      { name: name.trim(), agentId, htmlCode, customConfig: design.config, isPremiumFeatures: true },
      {
        onSuccess: (saved) => {
          toast({ title: widget ? t('toast.updated') : t('toast.created'), description: t('toast.savedBody', { name: saved.name }) });
          form.reset();
          onSaved();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === ERROR_CODES.premiumRequired) return onPremiumRequired();
          if (failure instanceof ApiError && failure.code === WIDGET_ERROR_CODES.limit) return error(t('toast.limit'));
          error(t('toast.saveFailed'));
        },
      },
    );
  };

  return (
    <div className="flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClose}>
        {t('designer.close')}
      </Button>
      <Button variant="secondary" onClick={() => void copy()} disabled={!hasCode} title={hasCode ? undefined : t('designer.copyDisabled')} data-testid="copy-final-code">
        <Copy />
        {t('designer.copy')}
      </Button>
      <Button onClick={submit} disabled={save.isPending} data-testid="save-widget">
        <Save />
        {save.isPending ? t('designer.saving') : widget ? t('designer.update') : t('designer.create')}
      </Button>
    </div>
  );
}
