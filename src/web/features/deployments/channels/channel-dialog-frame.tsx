import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import type { MessagingChannel } from '@common/channels';
import { ERROR_CODES } from '@common/error-codes';
import { PremiumChannelNote } from './premium-channel-note';

interface ChannelDialogFrameProps {
  channel: MessagingChannel;
  /** the id of the form inside, which the footer's Save submits */
  formId: string;
  pending: boolean;
  error: Error | null;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog around an SMS or WhatsApp form: title, the server's refusal (Premium gate, number taken), Cancel and Save. */
export function ChannelDialogFrame({ channel, formId, pending, error, onClose, children }: ChannelDialogFrameProps) {
  const { t } = useTranslation('deployments');
  const name = t(`channels.${channel}.name`);
  const premiumRequired = error instanceof ApiError && error.code === ERROR_CODES.premiumRequired;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent data-testid="channel-config-dialog" data-channel={channel}>
        <DialogHeader>
          <DialogTitle>{t('messaging.dialogTitle', { channel: name })}</DialogTitle>
          <DialogDescription>{t('messaging.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {children}
        {premiumRequired ? <PremiumChannelNote /> : error && <InlineError error={error} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending} data-testid="channel-save">
            {pending && <Loader2 className="animate-spin" />}
            {pending ? t('actions.saving') : t('actions.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
