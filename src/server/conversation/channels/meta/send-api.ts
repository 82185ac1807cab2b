import { ChannelSendError, providerFetch, retryableStatus } from '../send-error';

/** Who sends: a Facebook Page (Messenger) or an Instagram professional account, with its access token. */
export interface MetaSender {
  /** the provider's name in messages ("Messenger", "Instagram") */
  label: string;
  /** the Graph API with its version, e.g. https://graph.facebook.com/v21.0 */
  baseUrl: string;
  /** the page id or the Instagram account id */
  id: string;
  accessToken: string;
  /** the error subcode Meta answers (with code 10) for a reply outside the 24-hour messaging window */
  windowSubcode: number;
}

type GraphError = { message?: string; type?: string; code?: number; error_subcode?: number };


const graphUrl = (sender: MetaSender, path: string) => `${sender.baseUrl.replace(/\/+$/, '')}/${path}`;
const headers = (sender: MetaSender) => ({ authorization: `Bearer ${sender.accessToken}`, 'content-type': 'application/json' });

/** The Graph API's error answer as a ChannelSendError: the window and an expired token are final, rate limits are retried. */
function refusal(sender: MetaSender, status: number, error: GraphError | undefined): ChannelSendError {
  const code = error?.code;
  if (code === 10 && error?.error_subcode === sender.windowSubcode) {
    return new ChannelSendError(`${sender.label} refused the reply: outside the 24-hour messaging window (code 10, subcode ${sender.windowSubcode}): the person last wrote more than 24 hours ago.`, false);
  }
  const detail = error?.message ? `: ${error.message}${code ? ` (code ${code}${error.error_subcode ? `, subcode ${error.error_subcode}` : ''})` : ''}` : '';
  if (code === 190) return new ChannelSendError(`${sender.label} refused the access token (HTTP ${status})${detail}. Paste a new token in the channel settings.`, false);
  // 4: the app's rate limit; 613: calls to this API exceeded its rate limit
  const retryable = code === 4 || code === 613 || retryableStatus(status);
  return new ChannelSendError(`${sender.label} refused the reply (HTTP ${status})${detail}`, retryable);
}

async function graphJson<T>(sender: MetaSender, res: Response): Promise<T> {
  const json = (await res.json().catch(() => null)) as (T & { error?: GraphError }) | null;
  if (!res.ok || json?.error) throw refusal(sender, res.status, json?.error);
  return (json ?? {}) as T;
}

/** Sends one text message through the Send API: POST /{id}/messages with a RESPONSE to the person's message. */
export async function sendMetaText(sender: MetaSender, recipientId: string, text: string): Promise<string> {
  const res = await providerFetch(sender.label, graphUrl(sender, `${encodeURIComponent(sender.id)}/messages`), {
    method: 'POST',
    headers: headers(sender),
    body: JSON.stringify({ recipient: { id: recipientId }, messaging_type: 'RESPONSE', message: { text } }),
  });
  const json = await graphJson<{ message_id?: string }>(sender, res);
  return json.message_id ?? '';
}

/** The page's or account's name (GET /{id}?fields=name): proves the id and the token together. */
export async function fetchMetaName(sender: MetaSender): Promise<string> {
  const res = await providerFetch(sender.label, graphUrl(sender, `${encodeURIComponent(sender.id)}?fields=name`), { method: 'GET', headers: { authorization: `Bearer ${sender.accessToken}` } });
  const json = await graphJson<{ name?: string; username?: string }>(sender, res);
  return json.name ?? json.username ?? sender.id;
}
