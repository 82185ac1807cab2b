import { saveWhatsappBody, whatsappChannelView, WHATSAPP_MAX_CHARS, type SaveWhatsappBody, type WhatsappChannelView } from '../../../../common/channels';
import { sha256 } from '../../../platform/crypto';
import type { ChannelDefinition } from '../channel-definition';
import { markdownToWhatsapp, splitMessage } from '../plain-text';
import { secretHint, secretOrStored } from '../secrets';
import { ChannelSendError } from '../send-error';
import { sendWhatsappText } from './graph-client';
import { whatsappVerification, whatsappWebhook } from './whatsapp-webhook';

/** The WhatsApp Cloud API: routed by the phone number id, signed with the Meta app's secret. */
export const whatsappChannel: ChannelDefinition<SaveWhatsappBody, WhatsappChannelView> = {
  kind: 'whatsapp',
  label: 'WhatsApp',
  saveBody: saveWhatsappBody,
  view: whatsappChannelView,
  prepare(_deps, body, stored) {
    const secrets = {
      accessToken: secretOrStored(body.accessToken, stored.accessToken, 'accessToken'),
      appSecret: secretOrStored(body.appSecret, stored.appSecret, 'appSecret'),
      verifyToken: secretOrStored(body.verifyToken, stored.verifyToken, 'verifyToken'),
    };
    const phoneNumberId = body.phoneNumberId.trim();
    return {
      routeKey: phoneNumberId,
      routeLabel: `The phone number ID ${phoneNumberId}`,
      settings: {},
      secrets,
      secretHint: secretHint(secrets.accessToken),
      verifyHash: sha256(secrets.verifyToken),
    };
  },
  toView: (row, secrets, base) =>
    ({
      phoneNumberId: row?.routeKey ?? null,
      accessTokenHint: row?.secretHint ?? null,
      appSecretSet: Boolean(secrets.appSecret),
      verifyTokenSet: Boolean(secrets.verifyToken),
      ...base,
    }) as WhatsappChannelView,
  isConfigured: (row, secrets) => Boolean(row.routeKey && secrets.accessToken && secrets.appSecret && secrets.verifyToken),
  hasWebhook: true,
  webhooks(app, deps) {
    app.get('/webhook/whatsapp', { schema: { hide: true } }, (request, reply) => whatsappVerification(deps, request, reply));
    app.post('/webhook/whatsapp', { schema: { hide: true } }, (request, reply) => whatsappWebhook(deps, request, reply));
  },
  async deliver(deps, { config, secrets }, to, text) {
    if (!secrets.accessToken || !config.routeKey) throw new ChannelSendError('The WhatsApp settings are incomplete.', false);
    const account = { baseUrl: deps.config.WHATSAPP_GRAPH_URL, phoneNumberId: config.routeKey, accessToken: secrets.accessToken };
    for (const part of splitMessage(markdownToWhatsapp(text), WHATSAPP_MAX_CHARS)) await sendWhatsappText(account, to, part);
  },
};
