import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { acceptInbound } from '../inbound';
import { routedChannel } from '../route-cache';
import { badRequest } from '../../../platform/errors';
import { refuseUnsigned } from '../webhook-refusal';
import { isTwilioSignatureValid } from './twilio-signature';
import { publicOrigin } from '../../../platform/public-origin';

/** An empty TwiML document: Twilio sends nothing itself; the reply follows through the Messages API. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * An inbound SMS: routed by the receiving number, accepted only with a valid X-Twilio-Signature
 * under that number's auth token, acknowledged at once; the reply is sent by a job.
 */
export async function smsWebhook(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
  if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) throw badRequest('body: Twilio posts application/x-www-form-urlencoded');
  const params = new URLSearchParams(raw);
  const to = params.get('To') ?? '';
  if (!E164.test(to)) throw badRequest('To: the receiving number in E.164, like +15551234567');
  const routed = await routedChannel(deps, 'sms', to);
  const config = routed?.config;
  const authToken = routed?.secrets.authToken;
  // the URL Twilio called, as configured (PUBLIC_URL behind a proxy)
  const url = `${publicOrigin(deps, request)}${request.url}`;
  const header = request.headers['x-twilio-signature'];
  if (!config || !authToken || !isTwilioSignatureValid(authToken, url, params, Array.isArray(header) ? header[0] : header)) return refuseUnsigned(reply);
  if (params.get('AccountSid') !== (config.settings as { accountSid?: string }).accountSid) return refuseUnsigned(reply);

  const messageSid = params.get('MessageSid') ?? params.get('SmsMessageSid') ?? '';
  const from = params.get('From') ?? '';
  if (!messageSid || messageSid.length > 128) throw badRequest('MessageSid: required, at most 128 characters');
  if (!from || from.length > 64) throw badRequest('From: required, at most 64 characters');
  const body = params.get('Body') ?? '';
  const hasText = body.trim() !== '';
  await acceptInbound(deps, { configId: config.id, channel: 'sms', providerMessageId: messageSid, sender: from, kind: hasText ? 'text' : 'unsupported', body: hasText ? body.slice(0, 5000) : null });
  return reply.type('text/xml').send(EMPTY_TWIML);
}
