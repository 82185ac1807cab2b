import { TOOL_TIMEOUT_DEFAULT_MS } from '../../../common/tools';
import type { AppDeps } from '../../platform/deps';
import { asRecord } from '../../platform/json-record';
import { openHeaders, secretBox } from '../../platform/secrets';
import { guardedRequest, OutboundError, type OutboundResponse } from '../../platform/ssrf/guarded-request';
import { SIGNATURE_HEADER, signBody } from '../signature';
import { readStoredToolConfigs, type StoredEndpoint } from '../tool-config-store';
import { failPendingDelivery, findHookConversation, listConversationTurns, openDelivery, recordAttempt, type HookConversation } from './deliveries-queries';
import { hookPayload, toTranscript, TRANSCRIPT_MAX_TURNS } from './transcript';

interface HookSettings {
  agentName: string;
  enabled: boolean;
  config: StoredEndpoint | undefined;
}

function settingsOf(agentName: string, enabledTools: unknown, toolConfigs: unknown): HookSettings {
  return { agentName, enabled: asRecord(enabledTools).postConversationHook === true, config: readStoredToolConfigs(toolConfigs).postConversationHook };
}

/**
 * A version's conversation uses the version's frozen settings (its snapshot keeps the agent's
 * name, enabled tools and tool settings as the agent's row does); a draft's (tests) the live agent's.
 */
function hookSettingsOf(c: HookConversation): HookSettings {
  if (!c.versionSnapshot) return settingsOf(c.agentName, c.enabledTools, c.toolConfigs);
  const snapshot = asRecord(c.versionSnapshot);
  return settingsOf(typeof snapshot.name === 'string' ? snapshot.name : 'Assistant', snapshot.enabledTools, snapshot.toolConfigs);
}

/** The endpoint as the owner's delivery list shows it: no query string, which may carry a token. */
export function displayEndpoint(endpoint: string): string {
  if (!URL.canParse(endpoint)) return endpoint.split(/[?#]/)[0];
  const url = new URL(endpoint);
  return `${url.origin}${url.pathname}`;
}

/** 429 and 5xx may pass; other answers will not change by asking again. */
const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** A failure the job runner retries with backoff (2, 4, 8, 16 s) until the last attempt. */
class RetryableDeliveryError extends Error {
  override name = 'RetryableDeliveryError';
}

function describeAnswer(response: OutboundResponse): string {
  const detail = response.body.trim().slice(0, 300);
  return `The endpoint answered ${response.status}${detail ? `: ${detail}` : ''}`;
}

/**
 * One attempt to POST an ended conversation to the agent's post-conversation hook. Idempotent:
 * a conversation has one delivery, and a delivered or failed one is not sent again. Throws when
 * a later attempt may succeed (timeouts, network errors, 429, 5xx) so the job is retried.
 */
export async function deliverConversationHook(deps: AppDeps, conversationId: string): Promise<void> {
  const conversation = await findHookConversation(deps.db, conversationId);
  if (!conversation) return; // deleted with its agent
  const settings = hookSettingsOf(conversation);
  const endpoint = settings.config?.endpoint;
  if (!settings.enabled || !endpoint) return;
  const delivery = await openDelivery(deps.db, conversation.agentId, conversation.id, displayEndpoint(endpoint));
  if (delivery.status !== 'pending') return;

  const now = deps.clock();
  const turns = await listConversationTurns(deps.db, conversation.id, TRANSCRIPT_MAX_TURNS);
  const body = JSON.stringify(hookPayload(conversation, { name: settings.agentName }, toTranscript(turns), now));
  const box = secretBox(deps.secret);
  const headers: Record<string, string> = { ...openHeaders(box, settings.config?.headersEnc), 'content-type': 'application/json', 'idempotency-key': delivery.idempotencyKey };
  if (settings.config?.signingSecretEnc) headers[SIGNATURE_HEADER] = signBody(box.open(settings.config.signingSecretEnc), body, now);

  let response: OutboundResponse;
  try {
    response = await guardedRequest({
      method: 'POST',
      url: endpoint,
      headers,
      body,
      access: deps.config.privateUrlAccess,
      timeoutMs: TOOL_TIMEOUT_DEFAULT_MS,
      // only the status matters; a little of the body explains a failure
      maxResponseBytes: 4096,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof OutboundError && (err.kind === 'blocked' || err.kind === 'invalid_url');
    await recordAttempt(deps.db, delivery.id, { status: permanent ? 'failed' : 'pending', statusCode: null, error: message, at: deps.clock() });
    if (permanent) return;
    throw new RetryableDeliveryError(message, { cause: err });
  }

  const at = deps.clock();
  if (response.status >= 200 && response.status < 300) {
    await recordAttempt(deps.db, delivery.id, { status: 'delivered', statusCode: response.status, error: null, at });
    return;
  }
  const error = describeAnswer(response);
  const retry = isRetryableStatus(response.status);
  await recordAttempt(deps.db, delivery.id, { status: retry ? 'pending' : 'failed', statusCode: response.status, error, at });
  if (retry) throw new RetryableDeliveryError(error);
}

/** The conversation's job gave up (its last attempt failed, or its worker died): a delivery still pending is failed for the owner to see. */
export async function failPendingHookDelivery(deps: AppDeps, conversationId: string, error: string): Promise<void> {
  await failPendingDelivery(deps.db, conversationId, error, deps.clock());
}
