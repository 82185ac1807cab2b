import { Loader2, Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import type { MessagingChannel } from '@common/channels';
import { useDisconnectChannel } from '../api/disconnect-channel';

/** Deletes the channel's settings and secrets after a confirmation; the agent stops answering there. */
export function DisconnectChannelButton({ agentId, channel }: { agentId: string; channel: MessagingChannel }) {
  const { t } = useTranslation('deployments');
  const [open, setOpen] = useState(false);
  const name = t(`channels.${channel}.name`);
  const disconnect = useDisconnectChannel(agentId, channel, {
    onSuccess: () => {
      setOpen(false);
      toast({ title: t('messaging.disconnected'), description: t('messaging.disconnectedDescription', { channel: name }) });
    },
    onError: (error) =>
      toast({ title: t('messaging.disconnectFailed'), description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
  });
  return (
    <>
      <Button variant="outline" className="text-destructive hover:text-destructive" disabled={disconnect.isPending} onClick={() => setOpen(true)} data-testid="channel-disconnect">
        {disconnect.isPending ? <Loader2 className="animate-spin" /> : <Unplug />}
        {t('messaging.disconnect')}
      </Button>
      {open && (
        <ConfirmDeleteDialog
          testId="channel-disconnect-dialog"
          title={t('messaging.disconnectTitle', { channel: name })}
          description={t(`${channel}.disconnectBody`)}
          actionLabel={t('messaging.disconnect')}
          pending={disconnect.isPending}
          onConfirm={() => disconnect.mutate()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
