import type { z } from 'zod';
import type { MessagingChannel } from '../../../../common/channels';
import { sha256 } from '../../../platform/crypto';
import type { AppDeps } from '../../../platform/deps';
import type { ChannelDefinition, OpenChannel } from '../channel-definition';
import { checkResult } from '../check-result';
import { markdownToPlainText, splitMessage } from '../plain-text';
import { secretHint, secretOrStored } from '../secrets';
import { ChannelSendError } from '../send-error';
import { fetchMetaName, sendMetaText, type MetaSender } from './send-api';
import { metaVerification, metaWebhook } from './meta-webhook';

type MetaBody = { accessToken?: string; appSecret?: string; verifyToken?: string };

/** What differs between the two Meta channels. */
export interface MetaChannelSpec<Body extends MetaBody, View> {
  kind: MessagingChannel;
  label: string;
  /** the webhook payload's `object` */
  object: string;
  saveBody: z.ZodType<Body>;
  view: z.ZodType<View>;
  /** the route key's field in the save body and the view ('pageId', 'accountId') */
  routeField: keyof Body & string;
  /** "The page 1234…": how a route conflict names it */
  routeLabel: (routeKey: string) => string;
  maxChars: number;
  windowSubcode: number;
}

const TEST_MESSAGE = 'This is a test message from AgentForge: your agent is connected.';

/** A Meta channel (Messenger, Instagram Direct): routed by the page or account id, signed with the app secret, answered through the Send API. */
export function metaChannelDefinition<Body extends MetaBody, View>(spec: MetaChannelSpec<Body, View>): ChannelDefinition<Body, View> {
  const sender = (deps: AppDeps, { config, secrets }: OpenChannel): MetaSender => {
    if (!secrets.accessToken || !config.routeKey) throw new ChannelSendError(`The ${spec.label} settings are incomplete.`, false);
    return { label: spec.label, baseUrl: deps.config.META_GRAPH_URL, id: config.routeKey, accessToken: secrets.accessToken, windowSubcode: spec.windowSubcode };
  };
  return {
    kind: spec.kind,
    label: spec.label,
    saveBody: spec.saveBody,
    view: spec.view,
    prepare(_deps, body, stored) {
      const secrets = {
        accessToken: secretOrStored(body.accessToken, stored.accessToken, 'accessToken'),
        appSecret: secretOrStored(body.appSecret, stored.appSecret, 'appSecret'),
        verifyToken: secretOrStored(body.verifyToken, stored.verifyToken, 'verifyToken'),
      };
      const routeKey = String(body[spec.routeField]).trim();
      return { routeKey, routeLabel: spec.routeLabel(routeKey), settings: {}, secrets, secretHint: secretHint(secrets.accessToken), verifyHash: sha256(secrets.verifyToken) };
    },
    toView: (row, secrets, base) =>
      ({
        [spec.routeField]: row?.routeKey ?? null,
        accessTokenHint: row?.secretHint ?? null,
        appSecretSet: Boolean(secrets.appSecret),
        verifyTokenSet: Boolean(secrets.verifyToken),
        ...base,
      }) as View,
    isConfigured: (row, secrets) => Boolean(row.routeKey && secrets.accessToken && secrets.appSecret && secrets.verifyToken),
    hasWebhook: true,
    webhooks(app, deps) {
      app.get(`/webhook/${spec.kind}`, { schema: { hide: true } }, (request, reply) => metaVerification(deps, spec, request, reply));
      app.post(`/webhook/${spec.kind}`, { schema: { hide: true } }, (request, reply) => metaWebhook(deps, spec, request, reply));
    },
    async deliver(deps, channel, to, text) {
      const from = sender(deps, channel);
      for (const part of splitMessage(markdownToPlainText(text), spec.maxChars)) await sendMetaText(from, to, part);
    },
    async check(deps, channel, to) {
      const from = sender(deps, channel);
      const name = await fetchMetaName(from);
      if (!to) return checkResult(true, 'metaAccount', { channel: spec.label, name });
      if (!/^[0-9]{1,64}$/.test(to)) return checkResult(false, 'metaRecipient', { channel: spec.label, to });
      await sendMetaText(from, to, TEST_MESSAGE);
      return checkResult(true, 'metaSent', { channel: spec.label, name, to });
    },
  };
}
