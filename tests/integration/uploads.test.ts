import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_LIMITS, WIDGET_MESSAGES } from '../../src/common/widgets';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';

let t: TestApp;
let dataDir: string;
let user: SessionClient;
let other: SessionClient;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

async function ticket(client: SessionClient = user) {
  const res = await client.post('/api/objects/upload');
  expect(res.statusCode).toBe(200);
  const { uploadURL, url } = res.json() as { uploadURL: string; url: string };
  return { put: new URL(uploadURL).pathname, get: new URL(url).pathname, uploadURL, url };
}

const put = (client: SessionClient, target: string, bytes: Buffer, type: string) => client.request('PUT', target, bytes, { 'content-type': type });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'af-uploads-'));
  t = await createTestApp({ SIGNUP_MODE: 'open', DATA_DIR: dataDir });
  user = (await signUp(t.app)).client;
  other = (await signUp(t.app)).client;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logo uploads', () => {
  it('gives a one-time PUT address and serves the stored file with safe, long-cached headers', async () => {
    const { put: target, get, uploadURL, url } = await ticket();
    expect(uploadURL).toMatch(/^http:\/\/[^/]+\/api\/objects\/[\w-]+\.\d+\.[\w-]+$/);
    expect(url).toMatch(/^http:\/\/[^/]+\/objects\/[\w-]{16,}$/);
    const stored = await put(user, target, PNG, 'image/png');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ url });

    const served = await new SessionClient(t.app).get(get);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);

    const again = await put(user, target, JPEG, 'image/jpeg');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('UPLOAD_USED');
  });

  it('accepts a JPEG and a file of exactly 2 MB', async () => {
    expect((await put(user, (await ticket()).put, JPEG, 'image/jpeg; charset=binary')).statusCode).toBe(200);
    const max = Buffer.concat([PNG, Buffer.alloc(WIDGET_LIMITS.logoMaxBytes - PNG.length)]);
    expect((await put(user, (await ticket()).put, max, 'image/png')).statusCode).toBe(200);
  });

  it('refuses more than 2 MB with the file-too-large message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(WIDGET_LIMITS.logoMaxBytes - PNG.length + 1)]);
    const res = await put(user, (await ticket()).put, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: WIDGET_MESSAGES.fileTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    const huge = await put(user, (await ticket()).put, Buffer.alloc(5 * 1024 * 1024), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(WIDGET_MESSAGES.fileTooLarge);
  });

  it('refuses other types and content that does not match its declared type with 415', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('GIF89a....'), 'image/gif'],
      [Buffer.from('hello'), 'text/plain'],
      [JPEG, 'image/png'],
      [PNG, 'image/svg+xml'],
      [Buffer.from('<html><body><svg/></body></html>'), 'image/svg+xml'],
      [Buffer.from('{"a":1}'), 'application/json'],
    ];
    for (const [bytes, type] of cases) {
      const res = await put(user, (await ticket()).put, bytes, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('stores SVG files sanitised', async () => {
    const { put: target, get } = await ticket();
    const svg = '<?xml version="1.0"?><svg viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><image href="https://evil.example/x"/><rect width="4" height="4" fill="#667eea"/></svg>';
    expect((await put(user, target, Buffer.from(svg), 'image/svg+xml')).statusCode).toBe(200);
    const served = await new SessionClient(t.app).get(get);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 4"><rect width="4" height="4" fill="#667eea"/></svg>',
    );
  });

  it("refuses expired, tampered and other users' addresses, and anonymous uploads", async () => {
    const mine = await ticket();
    const stolen = await put(other, mine.put, PNG, 'image/png');
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('UPLOAD_EXPIRED');
    expect((await put(user, `${mine.put.slice(0, -2)}xx`, PNG, 'image/png')).statusCode).toBe(403);
    expect((await put(user, '/api/objects/garbage', PNG, 'image/png')).statusCode).toBe(403);

    t.setNow(new Date(Date.now() + 11 * 60_000));
    try {
      expect((await put(user, mine.put, PNG, 'image/png')).statusCode).toBe(403);
    } finally {
      t.setNow(null);
    }
    expect((await put(user, mine.put, PNG, 'image/png')).statusCode).toBe(200);

    const anonymous = new SessionClient(t.app);
    expect((await anonymous.post('/api/objects/upload')).statusCode).toBe(401);
    expect((await put(anonymous, (await ticket()).put, PNG, 'image/png')).statusCode).toBe(401);
  });

  it('answers 404 for unknown or malformed object names', async () => {
    const anonymous = new SessionClient(t.app);
    expect((await anonymous.get('/objects/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await anonymous.get('/objects/..%2F..%2Fsecret')).statusCode).toBe(404);
    expect((await anonymous.get('/objects/x')).statusCode).toBe(404);
  });
});
