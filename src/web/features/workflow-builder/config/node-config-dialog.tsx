import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { BuilderNode } from '../graph/builder-graph';
import { readApprovalConfig, readEmailConfig, readTriggerConfig, readWebhookConfig } from '../graph/node-configs';
import { ApprovalConfigForm } from './approval-config-form';
import { EmailConfigForm } from './email-config-form';
import { TriggerConfigForm } from './trigger-config-form';
import { WebhookConfigForm } from './webhook-config-form';

interface NodeConfigDialogProps {
  node: BuilderNode;
  webhookUrl: string | null;
  onSave: (config: Record<string, unknown>) => void;
  onClose: () => void;
}

/** A node's settings (at most 80% of the viewport high, scrolling inside). */
export function NodeConfigDialog({ node, webhookUrl, onSave, onClose }: NodeConfigDialogProps) {
  const { t } = useTranslation('workflowBuilder');
  const { t: tc } = useTranslation();
  const save = (config: Record<string, unknown>) => {
    onSave(config);
    onClose();
  };
  const known = node.type === 'email' || node.type === 'webhook' || node.type === 'trigger' || node.type === 'approval';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[80vh] max-w-2xl" data-testid="node-config-dialog" aria-describedby="node-config-description">
        <DialogHeader>
          <DialogTitle>{known ? t(`dialog.titles.${node.type}`) : t('dialog.titles.other')}</DialogTitle>
          <DialogDescription id="node-config-description">{known ? t(`dialog.descriptions.${node.type}`) : t('dialog.descriptions.other')}</DialogDescription>
        </DialogHeader>
        {node.type === 'email' && <EmailConfigForm initial={readEmailConfig(node.data.config)} onSave={save} onCancel={onClose} />}
        {node.type === 'webhook' && <WebhookConfigForm initial={readWebhookConfig(node.data.config)} onSave={save} onCancel={onClose} />}
        {node.type === 'approval' && <ApprovalConfigForm initial={readApprovalConfig(node.data.config)} onSave={save} onCancel={onClose} />}
        {node.type === 'trigger' && <TriggerConfigForm initial={readTriggerConfig(node.data.config)} webhookUrl={webhookUrl} onSave={save} onCancel={onClose} />}
        {!known && (
          <>
            <p className="text-sm text-muted-foreground" data-testid="node-config-unavailable">
              {t('dialog.unavailable')}
            </p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {tc('close')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
