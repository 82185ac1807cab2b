import { ChannelSendError, providerFetch, retryableStatus } from '../send-error';

export interface TwilioAccount {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** the agent's Twilio number */
  from: string;
}

/** Sends one SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json). */
export async function sendTwilioMessage(account: TwilioAccount, to: string, body: string): Promise<string> {
  const url = `${account.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const res = await providerFetch('Twilio', url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ To: to, From: account.from, Body: body }).toString(),
  });
  const json = (await res.json().catch(() => null)) as { sid?: string; message?: string; code?: number } | null;
  if (!res.ok) {
    const detail = json?.message ? `: ${json.message}${json.code ? ` (error ${json.code})` : ''}` : '';
    throw new ChannelSendError(`Twilio refused the reply (HTTP ${res.status})${detail}`, retryableStatus(res.status));
  }
  return json?.sid ?? '';
}
