import type { Page } from 'playwright-core';

/** A JSON call made from the page, with its session cookie and CSRF token, as the app makes it. */
export function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '';
      const res = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { method, url, body },
  ) as Promise<T>;
}
