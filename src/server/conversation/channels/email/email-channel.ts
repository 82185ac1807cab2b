import { z } from 'zod';
import { emailChannelView, saveEmailBody, type EmailChannelView, type SaveEmailBody } from '../../../../common/channels';
import { badRequest } from '../../../platform/errors';
import type { ChannelDefinition } from '../channel-definition';
import { checkResult } from '../check-result';
import { markdownToPlainText } from '../plain-text';
import { secretHint, secretOrStored } from '../secrets';
import { ChannelSendError } from '../send-error';
import { emailSettingsOf, imapServer, smtpServer, type EmailSettings } from './email-settings';
import { closeImap, openImap } from './imap-connection';
import { pollMailbox } from './imap-poll';
import { mailServerAddress } from './mail-address';
import { replySubject, threadHeaders } from './reply-thread';
import { sendMail, verifySmtp } from './smtp-transport';

const testAddress = z.email().max(254);

/** An agent's inbox: an IMAP mailbox polled for new mail, answered by SMTP in the same thread. */
export const emailChannel: ChannelDefinition<SaveEmailBody, EmailChannelView> = {
  kind: 'email',
  label: 'E-mail',
  saveBody: saveEmailBody,
  view: emailChannelView,
  async prepare(deps, raw, stored) {
    const body = saveEmailBody.parse(raw);
    const imapPassword = secretOrStored(body.imapPassword, stored.imapPassword, 'imapPassword');
    const smtpPassword = body.smtpPassword?.trim() || stored.smtpPassword;
    const settings: EmailSettings = {
      address: body.address,
      imapHost: body.imapHost,
      imapPort: body.imapPort,
      imapTls: body.imapTls,
      imapUser: body.imapUser,
      mailbox: body.mailbox?.trim() || 'INBOX',
      smtpHost: body.smtpHost,
      smtpPort: body.smtpPort,
      smtpTls: body.smtpTls,
      smtpUser: body.smtpUser?.trim() ?? '',
    };
    // typed by a signed-in user: refused now (400 naming the field) rather than at the first poll
    for (const [field, server] of [['imapHost', imapServer(settings, {})], ['smtpHost', smtpServer(settings, {})]] as const) {
      await mailServerAddress(deps, server).catch((err: unknown) => {
        throw badRequest(`${field}: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    return {
      routeKey: body.address,
      routeLabel: `The address ${body.address}`,
      settings: { ...settings },
      secrets: { imapPassword, ...(smtpPassword ? { smtpPassword } : {}) },
      secretHint: secretHint(imapPassword),
    };
  },
  toView(row, secrets, base) {
    const s = emailSettingsOf(row?.settings);
    return {
      address: s?.address ?? null,
      imapHost: s?.imapHost ?? null,
      imapPort: s?.imapPort ?? null,
      imapTls: s?.imapTls ?? null,
      imapUser: s?.imapUser ?? null,
      mailbox: s?.mailbox ?? null,
      smtpHost: s?.smtpHost ?? null,
      smtpPort: s?.smtpPort ?? null,
      smtpTls: s?.smtpTls ?? null,
      smtpUser: s ? s.smtpUser || null : null,
      imapPasswordHint: row?.secretHint ?? null,
      smtpPasswordSet: Boolean(secrets.smtpPassword),
      ...base,
    } as EmailChannelView;
  },
  isConfigured: (row, secrets) => Boolean(row.routeKey && emailSettingsOf(row.settings) && secrets.imapPassword),
  hasWebhook: false,
  webhooks() {},
  async deliver(deps, { config, secrets }, to, text, inReplyTo) {
    const settings = emailSettingsOf(config.settings);
    if (!settings || !secrets.imapPassword) throw new ChannelSendError('The e-mail settings are incomplete.', false);
    const thread = threadHeaders(inReplyTo?.meta);
    await sendMail(deps, smtpServer(settings, secrets), {
      from: settings.address,
      to,
      subject: replySubject(inReplyTo?.meta),
      text: markdownToPlainText(text),
      ...thread,
    });
  },
  async check(deps, { config, secrets }, to) {
    const settings = emailSettingsOf(config.settings);
    if (!settings) throw new ChannelSendError('The e-mail settings are incomplete.', false);
    if (to !== undefined && !testAddress.safeParse(to).success) throw badRequest('to: an e-mail address, at most 254 characters');
    await closeImap(await openImap(deps, imapServer(settings, secrets)));
    const smtp = smtpServer(settings, secrets);
    await verifySmtp(deps, smtp);
    const checked = { imapHost: settings.imapHost, smtpHost: settings.smtpHost };
    if (!to) return checkResult(true, 'emailSignedIn', checked);
    await sendMail(deps, smtp, {
      from: settings.address,
      to,
      subject: 'Test message from your agent',
      text: `This is a test message sent from ${settings.address} by AgentForge: the e-mail channel can send.`,
    });
    return checkResult(true, 'emailSent', { ...checked, to });
  },
  poll: {
    everyMs: (deps) => deps.config.EMAIL_POLL_SECONDS * 1000,
    async run(deps, channel, cursor) {
      const settings = emailSettingsOf(channel.config.settings);
      if (!settings) return cursor;
      return pollMailbox(deps, channel, settings, cursor);
    },
  },
};
