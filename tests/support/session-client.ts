import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in (or anonymous) browser: keeps the session and CSRF cookies and sends the CSRF header. */
export class SessionClient {
  cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get csrf(): string | undefined {
    return this.cookies.get('csrf_token');
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const opts: InjectOptions = {
      method,
      url,
      headers: {
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' && this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    };
    const res = await this.app.inject(opts);
    for (const c of res.cookies as { name: string; value: string; expires?: Date }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }
  put(url: string, body: unknown) {
    return this.request('PUT', url, body);
  }
  patch(url: string, body: unknown) {
    return this.request('PATCH', url, body);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

let counter = 0;

/** Registers a new account and returns its signed-in client. */
export async function signUp(app: FastifyInstance, overrides: { email?: string; password?: string; firstName?: string } = {}) {
  const client = new SessionClient(app);
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const res = await client.post('/api/auth/register', {
    email,
    password: overrides.password ?? 'correct-horse-battery',
    firstName: overrides.firstName ?? 'Test',
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { client, email, user: res.json().user as { id: string; accessStatus: string; role: string } };
}
