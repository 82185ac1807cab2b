/** The double-submit CSRF token the server sets as a readable cookie; writes echo it in x-csrf-token. */
export function readCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith('csrf_token='))
    ?.slice('csrf_token='.length);
  return raw ? decodeURIComponent(raw) : undefined;
}
