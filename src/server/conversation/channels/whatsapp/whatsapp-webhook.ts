import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeEqual, sha256 } from '../../../platform/crypto';
import type { AppDeps } from '../../../platform/deps';
import { acceptInbound } from '../inbound';
import { findConfigsByVerifyHash, type ChannelConfigRow } from '../queries';
import { routedChannel } from '../route-cache';
import { openSecrets } from '../secrets';
import { badRequest } from '../../../platform/errors';
import { refuseUnsigned } from '../webhook-refusal';
import { isHubSignatureValid } from './graph-signature';

/** GET {host}/webhook/whatsapp: Meta's subscription handshake, answered only for a stored verify token. */
export async function whatsappVerification(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown>;
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || token.length > 200 || challenge.length > 200) return refuseUnsigned(reply);
  const [config] = await findConfigsByVerifyHash(deps.db, sha256(token));
  const stored = config ? openSecrets(deps, config.secretsEnc).verifyToken : undefined;
  if (!stored || !safeEqual(stored, token)) return refuseUnsigned(reply);
  return reply.type('text/plain').send(challenge);
}

// Only what is read is checked; Meta adds fields over time.
const payload = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            metadata: z.object({ phone_number_id: z.string().max(64) }),
            messages: z.array(z.object({ from: z.string().max(64), id: z.string().max(128), type: z.string(), text: z.object({ body: z.string() }).optional() })).optional(),
            statuses: z.array(z.unknown()).optional(),
          }),
        }),
      ),
    }),
  ),
});

/**
 * POST {host}/webhook/whatsapp: each change is routed by its phone number id and accepted only
 * when X-Hub-Signature-256 matches that number's app secret. Status callbacks are acknowledged and
 * ignored; text messages are answered by a job; other types get a polite note.
 */
export async function whatsappWebhook(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('body: not valid JSON');
  }
  const result = payload.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const parsed = result.data;
  const values = parsed.entry.flatMap((e) => e.changes.map((c) => c.value));
  const configs = new Map<string, ChannelConfigRow>();
  for (const id of new Set(values.map((v) => v.metadata.phone_number_id))) {
    const routed = await routedChannel(deps, 'whatsapp', id);
    const config = routed?.config;
    const appSecret = routed?.secrets.appSecret;
    const header = request.headers['x-hub-signature-256'];
    if (!config || !appSecret || !isHubSignatureValid(appSecret, raw, Array.isArray(header) ? header[0] : header)) return refuseUnsigned(reply);
    configs.set(id, config);
  }
  for (const value of values) {
    const config = configs.get(value.metadata.phone_number_id) as ChannelConfigRow;
    for (const m of value.messages ?? []) {
      const text = m.type === 'text' ? (m.text?.body ?? '').trim() : '';
      await acceptInbound(deps, { configId: config.id, channel: 'whatsapp', providerMessageId: m.id, sender: m.from, kind: text ? 'text' : 'unsupported', body: text ? text.slice(0, 5000) : null });
    }
  }
  return reply.type('text/plain').send('EVENT_RECEIVED');
}
