import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MessagingChannel } from '../../../../common/channels';
import { safeEqual, sha256 } from '../../../platform/crypto';
import type { AppDeps } from '../../../platform/deps';
import { badRequest } from '../../../platform/errors';
import { acceptInbound } from '../inbound';
import { findConfigsByVerifyHash, type ChannelConfigRow } from '../queries';
import { routedChannel } from '../route-cache';
import { openSecrets } from '../secrets';
import { refuseUnsigned } from '../webhook-refusal';
import { isMetaSignatureValid } from './meta-signature';

/** What differs between Messenger and Instagram on the webhook. */
export interface MetaWebhookSpec {
  kind: MessagingChannel;
  /** the payload's `object`: 'page' or 'instagram' */
  object: string;
}

/** GET {host}/webhook/{kind}: Meta's subscription handshake, answered with the challenge only for a stored verify token. */
export async function metaVerification(deps: AppDeps, spec: MetaWebhookSpec, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown>;
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || token.length > 200 || challenge.length > 200) return refuseUnsigned(reply);
  const [config] = await findConfigsByVerifyHash(deps.db, sha256(token), spec.kind);
  const stored = config ? openSecrets(deps, config.secretsEnc).verifyToken : undefined;
  if (!stored || !safeEqual(stored, token)) return refuseUnsigned(reply);
  return reply.type('text/plain').send(challenge);
}

const id = z.string().regex(/^[0-9]{1,64}$/);
// Only what is read is checked; Meta adds fields over time.
const payload = (object: string) =>
  z.object({
    object: z.literal(object),
    entry: z.array(
      z.object({
        id,
        messaging: z
          .array(
            z.object({
              sender: z.object({ id }),
              recipient: z.object({ id }),
              message: z
                .object({ mid: z.string().min(1).max(1000), text: z.string().optional(), is_echo: z.boolean().optional(), is_deleted: z.boolean().optional() })
                .optional(),
            }),
          )
          .optional(),
      }),
    ),
  });

/** Meta's message ids can exceed the stored column: a long one is kept as its digest (still exact for deduplication). */
const storedMid = (mid: string) => (mid.length <= 128 ? mid : `sha256:${sha256(mid)}`);

/**
 * POST {host}/webhook/{kind}: each entry is routed by its page or account id and accepted only when
 * X-Hub-Signature-256 matches that config's app secret. Echoes of the page's own messages,
 * deliveries, reads and reactions are acknowledged and ignored; a text is answered by a job; an
 * attachment gets a polite note.
 */
export async function metaWebhook(deps: AppDeps, spec: MetaWebhookSpec, request: FastifyRequest, reply: FastifyReply) {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('body: not valid JSON');
  }
  const result = payload(spec.object).safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const header = request.headers['x-hub-signature-256'];
  const signature = Array.isArray(header) ? header[0] : header;
  const configs = new Map<string, ChannelConfigRow>();
  for (const routeKey of new Set(result.data.entry.map((e) => e.id))) {
    const routed = await routedChannel(deps, spec.kind, routeKey);
    const appSecret = routed?.secrets.appSecret;
    if (!routed || !appSecret || !isMetaSignatureValid(appSecret, raw, signature)) return refuseUnsigned(reply);
    configs.set(routeKey, routed.config);
  }
  for (const entry of result.data.entry) {
    const config = configs.get(entry.id) as ChannelConfigRow;
    for (const event of entry.messaging ?? []) {
      const message = event.message;
      if (!message || message.is_echo || message.is_deleted || event.sender.id === entry.id) continue;
      const text = (message.text ?? '').trim();
      await acceptInbound(deps, {
        configId: config.id,
        channel: spec.kind,
        providerMessageId: storedMid(message.mid),
        sender: event.sender.id,
        kind: text ? 'text' : 'unsupported',
        body: text ? text.slice(0, 5000) : null,
      });
    }
  }
  return reply.type('text/plain').send('EVENT_RECEIVED');
}
