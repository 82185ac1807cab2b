import { ChannelSendError, providerFetch, retryableStatus } from '../send-error';

export interface WhatsappAccount {
  /** the Graph API with its version, e.g. https://graph.facebook.com/v21.0 */
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

/** Sends one text message through the Cloud API (POST /{phone-number-id}/messages). */
export async function sendWhatsappText(account: WhatsappAccount, to: string, body: string): Promise<string> {
  const url = `${account.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(account.phoneNumberId)}/messages`;
  const res = await providerFetch('WhatsApp', url, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body } }),
  });
  const json = (await res.json().catch(() => null)) as { messages?: { id: string }[]; error?: { message?: string; code?: number } } | null;
  if (!res.ok) {
    const detail = json?.error?.message ? `: ${json.error.message}${json.error.code ? ` (code ${json.error.code})` : ''}` : '';
    throw new ChannelSendError(`WhatsApp refused the reply (HTTP ${res.status})${detail}`, retryableStatus(res.status));
  }
  return json?.messages?.[0]?.id ?? '';
}
