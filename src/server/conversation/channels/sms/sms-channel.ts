import { saveSmsBody, smsChannelView, SMS_MAX_CHARS, type SaveSmsBody, type SmsChannelView } from '../../../../common/channels';
import type { ChannelDefinition } from '../channel-definition';
import { markdownToPlainText, splitMessage } from '../plain-text';
import { secretHint, secretOrStored } from '../secrets';
import { ChannelSendError } from '../send-error';
import { smsWebhook } from './sms-webhook';
import { sendTwilioMessage } from './twilio-client';

const accountSidOf = (settings: unknown) => (settings as { accountSid?: string } | undefined)?.accountSid ?? null;

/** SMS through Twilio: routed by the receiving number, signed with the account's auth token. */
export const smsChannel: ChannelDefinition<SaveSmsBody, SmsChannelView> = {
  kind: 'sms',
  label: 'SMS',
  saveBody: saveSmsBody,
  view: smsChannelView,
  prepare(_deps, body, stored) {
    const authToken = secretOrStored(body.authToken, stored.authToken, 'authToken');
    const phoneNumber = body.phoneNumber.trim();
    return { routeKey: phoneNumber, routeLabel: `The number ${phoneNumber}`, settings: { accountSid: body.accountSid.trim() }, secrets: { authToken }, secretHint: secretHint(authToken) };
  },
  toView: (row, _secrets, base) => ({ accountSid: accountSidOf(row?.settings), phoneNumber: row?.routeKey ?? null, authTokenHint: row?.secretHint ?? null, ...base }) as SmsChannelView,
  isConfigured: (row, secrets) => Boolean(row.routeKey && accountSidOf(row.settings) && secrets.authToken),
  hasWebhook: true,
  webhooks(app, deps) {
    app.post('/webhook/sms', { schema: { hide: true } }, (request, reply) => smsWebhook(deps, request, reply));
  },
  async deliver(deps, { config, secrets }, to, text) {
    const accountSid = accountSidOf(config.settings);
    if (!secrets.authToken || !accountSid || !config.routeKey) throw new ChannelSendError('The SMS settings are incomplete.', false);
    const account = { baseUrl: deps.config.TWILIO_API_URL, accountSid, authToken: secrets.authToken, from: config.routeKey };
    for (const part of splitMessage(markdownToPlainText(text), SMS_MAX_CHARS)) await sendTwilioMessage(account, to, part);
  },
};
