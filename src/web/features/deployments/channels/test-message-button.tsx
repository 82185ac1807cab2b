import { CheckCircle2, Loader2, Send, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { MessagingChannel } from '@common/channels';
import { useCheckChannel } from '../api/check-channel';
import { ChannelField } from './channel-field';

interface TestMessageButtonProps {
  agentId: string;
  channel: MessagingChannel;
  /** the recipient field, when the channel sends its test to someone (labels are deployments keys) */
  recipient: { recipientLabelKey?: string; recipientPlaceholder?: string };
}

/** "Send a test message": the server asks the provider with the stored settings and answers what it said. */
export function TestMessageButton({ agentId, channel, recipient }: TestMessageButtonProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const check = useCheckChannel(agentId, channel);
  const close = () => {
    setOpen(false);
    check.reset();
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="channel-test-message">
        <Send />
        {t('messaging.testMessage')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && !check.isPending && close()}>
        <DialogContent data-testid="channel-test-dialog">
          <DialogHeader>
            <DialogTitle>{t('messaging.testMessage')}</DialogTitle>
            <DialogDescription>{t('messaging.testMessageDescription', { channel: t(`channels.${channel}.name`) })}</DialogDescription>
          </DialogHeader>
          <form
            id={`${id}-form`}
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              check.mutate({ to: to.trim() || undefined });
            }}
          >
            {recipient.recipientLabelKey && (
              <ChannelField
                id={`${id}-to`}
                label={t(recipient.recipientLabelKey)}
                placeholder={recipient.recipientPlaceholder}
                autoComplete="off"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                data-testid="channel-test-recipient"
              />
            )}
          </form>
          {check.data && (
            <p role="status" className="flex items-start gap-2 text-sm" data-testid="channel-test-result" data-ok={check.data.ok}>
              {check.data.ok ? <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" /> : <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />}
              <span>
                <span className="font-medium">{check.data.ok ? t('messaging.testMessageOk') : t('messaging.testMessageFailed')}</span>{' '}
                {t(`checkResults.${check.data.code}`, { ...check.data.params, defaultValue: check.data.detail })}
              </span>
            </p>
          )}
          {check.error && <InlineError error={check.error} />}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={check.isPending}>
              {t('actions.close')}
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={check.isPending} data-testid="channel-test-send">
              {check.isPending ? <Loader2 className="animate-spin" /> : <Send />}
              {t('messaging.testMessageSend')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
