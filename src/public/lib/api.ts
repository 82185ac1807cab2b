import type { FeedbackBody, FeedbackReply } from '@common/feedback';
import type { PublicVersion, VersionOpener } from '@common/versions';
import type { PublicWidget } from '@common/widgets';

/** The public pages never send the visitor's cookies: they act as anonymous callers. */
const BASE_INIT: RequestInit = { credentials: 'omit' };

export class NotFoundError extends Error {}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { ...BASE_INIT, headers: { accept: 'application/json' } });
  if (res.status === 404) throw new NotFoundError(url);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}

export function fetchPublicVersion(versionId: string): Promise<PublicVersion> {
  return getJson<PublicVersion>(`/api/agent-versions/${encodeURIComponent(versionId)}`);
}

/** The demo's first assistant message: written once per version, and no conversation until the visitor writes. */
export function fetchVersionOpener(versionId: string): Promise<VersionOpener> {
  return getJson<VersionOpener>(`/api/agent-versions/${encodeURIComponent(versionId)}/opener`);
}

export function fetchPublicWidget(widgetId: string): Promise<PublicWidget> {
  return getJson<PublicWidget>(`/api/widgets/${encodeURIComponent(widgetId)}/public`);
}

export function postJson(url: string, body: unknown, accept = 'application/json', signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    ...BASE_INIT,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify(body),
    signal,
  });
}

/** A failed end-conversation is only logged: the visitor already sees the ending. */
export async function endConversation(versionId: string, body: { sessionId: string; messages: { role: string; content: string }[] }): Promise<void> {
  try {
    const res = await postJson(`/api/agent-versions/${encodeURIComponent(versionId)}/end-conversation`, body);
    if (!res.ok) console.warn(`end-conversation answered ${res.status}`);
  } catch (err) {
    console.warn('end-conversation failed', err);
  }
}

/** Rates one reply; rejects when the server refused it (the page shows a short notice). */
export async function sendFeedback(versionId: string, body: FeedbackBody): Promise<FeedbackReply> {
  const res = await postJson(`/api/agent-versions/${encodeURIComponent(versionId)}/feedback`, body);
  if (!res.ok) throw new Error(`feedback answered ${res.status}`);
  return (await res.json()) as FeedbackReply;
}
