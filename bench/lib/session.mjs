// Signs up against a running server and keeps the cookies and CSRF token, like a browser.
export async function signUpSession(baseUrl, email = `bench-${Date.now()}@example.com`) {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1', firstName: 'Bench' }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrf_token='))?.slice('csrf_token='.length) ?? '';
  const headers = { cookie: cookies.join('; '), 'x-csrf-token': csrf, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const r = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { headers, call };
}
