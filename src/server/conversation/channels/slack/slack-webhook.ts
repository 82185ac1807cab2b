import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../../platform/deps';
import { badRequest } from '../../../platform/errors';
import { channelConfigs } from '../../../db/channel-tables';
import { acceptInbound } from '../inbound';
import { routedChannel } from '../route-cache';
import { openSecrets } from '../secrets';
import { isSlackSignatureValid, isSlackTimestampFresh } from './slack-signature';
import { fromConnectedWorkspace, slackInbound } from './slack-event';

const MAX_CHALLENGE_CONFIGS = 1000;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Unsigned, forged or replayed: 401, nothing said about what is configured. */
function refuse(request: FastifyRequest, reply: FastifyReply, reason: string) {
  request.log.warn({ channel: 'slack', reason }, 'Slack webhook refused');
  return reply.code(401).type('text/plain').send('Unauthorized');
}

// Only what is read is checked; Slack adds fields over time.
const envelope = z.object({ type: z.string().max(64), api_app_id: z.string().max(32).optional(), challenge: z.string().max(200).optional() });
const eventCallback = z.object({
  type: z.literal('event_callback'),
  api_app_id: z.string().max(32),
  team_id: z.string().max(32),
  event_id: z.string().max(64),
  event: z.object({ type: z.string().max(64) }).passthrough(),
  authorizations: z.array(z.object({ user_id: z.string().max(32).optional(), team_id: z.string().max(32).nullish() }).passthrough()).optional(),
});

function parse<T>(schema: z.ZodType<T>, json: unknown): T {
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/**
 * The url_verification handshake names no app: the challenge is answered when some Slack
 * config's signing secret signed it (the URL is the same for every agent).
 */
async function answerChallenge(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, raw: Buffer, timestamp: string, challenge: string | undefined) {
  if (!challenge) throw badRequest('challenge: required, at most 200 characters');
  const configs = await deps.db
    .select({ secretsEnc: channelConfigs.secretsEnc })
    .from(channelConfigs)
    .where(and(eq(channelConfigs.channel, 'slack'), isNotNull(channelConfigs.routeKey)))
    .limit(MAX_CHALLENGE_CONFIGS);
  const signature = header(request, 'x-slack-signature');
  const signed = configs.some((c) => {
    const secret = openSecrets(deps, c.secretsEnc).signingSecret;
    return Boolean(secret && isSlackSignatureValid(secret, timestamp, raw, signature));
  });
  if (!signed) return refuse(request, reply, 'url_verification not signed by a stored signing secret');
  return reply.send({ challenge });
}

/**
 * POST {host}/webhook/slack (the Events API's Request URL): every request is signed with the
 * app's signing secret over its timestamp and raw body; a timestamp more than five minutes away
 * is a replay. Events are routed by the app id; a DM or a mention is stored for a reply job, once
 * per message (its channel and ts), whichever of its events and retries arrive.
 */
export async function slackWebhook(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const timestamp = header(request, 'x-slack-request-timestamp');
  if (!isSlackTimestampFresh(timestamp, deps.clock())) return refuse(request, reply, 'timestamp missing or older than five minutes');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('body: not valid JSON');
  }
  const head = parse(envelope, json);
  if (head.type === 'url_verification') return answerChallenge(deps, request, reply, raw, timestamp as string, head.challenge);
  if (!head.api_app_id) throw badRequest('api_app_id: required');
  const routed = await routedChannel(deps, 'slack', head.api_app_id);
  const signingSecret = routed?.secrets.signingSecret;
  if (!routed || !signingSecret) return refuse(request, reply, 'unknown app id');
  if (!isSlackSignatureValid(signingSecret, timestamp as string, raw, header(request, 'x-slack-signature'))) return refuse(request, reply, 'wrong signature');
  // app_rate_limited and the like: acknowledged, nothing to answer
  if (head.type !== 'event_callback') return reply.code(200).send();
  const callback = parse(eventCallback, json);
  // the same app installed in another workspace: its signing secret is the app's, but this agent answers only its own workspace
  if (!fromConnectedWorkspace(routed.config.settings, callback)) {
    request.log.info({ channel: 'slack', appId: callback.api_app_id, teamId: callback.team_id, eventId: callback.event_id }, 'Slack event from another workspace ignored');
    return reply.code(200).send();
  }
  const inbound = slackInbound(callback.event, { appId: callback.api_app_id, botUserId: callback.authorizations?.[0]?.user_id ?? null });
  if (inbound) await acceptInbound(deps, { configId: routed.config.id, channel: 'slack', ...inbound });
  return reply.code(200).send();
}
