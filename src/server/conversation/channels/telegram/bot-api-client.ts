import { ChannelSendError, providerFetch, retryableStatus } from '../send-error';

export interface TelegramBot {
  /** TELEGRAM_API_URL: https://api.telegram.org (a local fake in tests) */
  baseUrl: string;
  token: string;
}

type Answer<T> = { ok: true; result: T } | { ok: false; error_code?: number; description?: string; parameters?: { retry_after?: number } };

/** a 429 asking for a longer pause than this is left to the reply job's own retries */
const MAX_INLINE_WAIT_S = 10;
const INLINE_RETRIES = 2;

/**
 * One Bot API call (core.telegram.org/bots/api): POST {base}/bot{token}/{method} with a JSON body,
 * answered { ok, result } or { ok: false, error_code, description, parameters.retry_after }.
 * A 429 is waited out here (retry_after seconds, when short), so a reply in several parts is not
 * resent from its first part by the job's retry; other refusals throw with Telegram's description.
 */
export async function callBotApi<T>(bot: TelegramBot, method: string, body: Record<string, unknown>): Promise<T> {
  const url = `${bot.baseUrl.replace(/\/+$/, '')}/bot${bot.token}/${method}`;
  for (let attempt = 0; ; attempt++) {
    const res = await providerFetch('Telegram', url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as Answer<T> | null;
    if (res.ok && json?.ok) return json.result;
    const retryAfter = json && !json.ok ? json.parameters?.retry_after : undefined;
    if (res.status === 429 && attempt < INLINE_RETRIES && retryAfter !== undefined && retryAfter <= MAX_INLINE_WAIT_S) {
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    const description = json && !json.ok && json.description ? `: ${json.description}` : '';
    throw new ChannelSendError(`Telegram refused ${method} (HTTP ${res.status})${description}`, retryableStatus(res.status));
  }
}

export interface BotUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}

export const getMe = (bot: TelegramBot) => callBotApi<BotUser>(bot, 'getMe', {});
