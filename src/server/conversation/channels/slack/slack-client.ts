import { ChannelSendError, providerFetch, retryableStatus } from '../send-error';

export interface SlackBot {
  /** the Web API, e.g. https://slack.com/api */
  baseUrl: string;
  /** xoxb-… */
  token: string;
}

/** Slack's own error codes a later attempt may get past; the others (token_revoked, channel_not_found…) need the owner. */
const RETRYABLE_ERRORS = new Set(['ratelimited', 'internal_error', 'fatal_error', 'service_unavailable', 'request_timeout']);
/** a 429's Retry-After is waited for once, in place, when it is this short; longer ones go back to the job's retries */
const MAX_INLINE_WAIT_S = 10;

type SlackAnswer = { ok?: boolean; error?: string } & Record<string, unknown>;

/**
 * One Web API call. Slack answers HTTP 200 with `{ ok: false, error }` for refusals, and 429 with
 * Retry-After when rate limited: waited for once, then a retryable ChannelSendError.
 */
async function slackCall(bot: SlackBot, method: string, init: { query?: Record<string, string>; json?: unknown }): Promise<SlackAnswer> {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const url = `${bot.baseUrl.replace(/\/+$/, '')}/${method}${query}`;
  const request: RequestInit =
    init.json === undefined
      ? { method: init.query ? 'GET' : 'POST', headers: { authorization: `Bearer ${bot.token}` } }
      : { method: 'POST', headers: { authorization: `Bearer ${bot.token}`, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(init.json) };
  for (let attempt = 0; ; attempt++) {
    const res = await providerFetch('Slack', url, request);
    if (res.status === 429) {
      const wait = Number(res.headers.get('retry-after') ?? '');
      await res.body?.cancel();
      if (attempt === 0 && Number.isFinite(wait) && wait >= 0 && wait <= MAX_INLINE_WAIT_S) {
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      throw new ChannelSendError(`Slack rate limited ${method} (HTTP 429${Number.isFinite(wait) ? `, retry after ${wait} s` : ''}).`, true);
    }
    const json = (await res.json().catch(() => null)) as SlackAnswer | null;
    if (!res.ok || !json) throw new ChannelSendError(`Slack refused ${method} (HTTP ${res.status}).`, retryableStatus(res.status));
    if (json.ok !== true) {
      const error = typeof json.error === 'string' ? json.error.slice(0, 100) : 'unknown_error';
      throw new ChannelSendError(`Slack refused ${method}: ${error}`, RETRYABLE_ERRORS.has(error));
    }
    return json;
  }
}

/** chat.postMessage: `text` is mrkdwn; `threadTs` answers in that thread. Answers the message's ts. */
export async function postSlackMessage(bot: SlackBot, channel: string, text: string, threadTs: string | null): Promise<string> {
  const answer = await slackCall(bot, 'chat.postMessage', { json: threadTs ? { channel, text, thread_ts: threadTs } : { channel, text } });
  return typeof answer.ts === 'string' ? answer.ts : '';
}

/** users.info: the name people see in Slack (display name, else real name, else the handle). */
export async function slackUserName(bot: SlackBot, userId: string): Promise<string | null> {
  const answer = await slackCall(bot, 'users.info', { query: { user: userId } });
  const user = answer.user as { name?: string; real_name?: string; profile?: { display_name?: string; real_name?: string } } | undefined;
  const name = user?.profile?.display_name || user?.profile?.real_name || user?.real_name || user?.name;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 80) : null;
}

/** auth.test: whom the token speaks for. */
export async function slackAuthTest(bot: SlackBot): Promise<{ team: string; user: string; teamId: string; userId: string }> {
  const answer = await slackCall(bot, 'auth.test', {});
  const text = (key: string) => (typeof answer[key] === 'string' ? (answer[key] as string) : '');
  return { team: text('team'), user: text('user'), teamId: text('team_id'), userId: text('user_id') };
}
