import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createObjectStore } from '../../src/server/platform/storage/create-object-store';
import { startS3Server, type S3Peer } from '../fixtures/s3-server';
import { createAgent } from '../support/agents';
import { createDataset, uploadDocument, waitForDataset } from '../support/knowledge';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const NOTES = readFileSync(path.join(import.meta.dirname, '../fixtures/knowledge-docs/notes.txt'));

let s3: S3Peer;
let t: TestApp;
let dataDir: string;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 'af-s3-app-'));
  // errors are printed: a server error here is otherwise only a bare 500
  t = await createTestApp({ SIGNUP_MODE: 'open', DATA_DIR: dataDir, LOG_LEVEL: 'error', ...s3.env }, { worker: true });
  owner = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function uploadLogo(client: SessionClient, bytes: Buffer) {
  const { uploadURL, url } = (await client.post('/api/objects/upload')).json() as { uploadURL: string; url: string };
  const put = await client.request('PUT', new URL(uploadURL).pathname, bytes, { 'content-type': 'image/png' });
  return { put, putPath: new URL(uploadURL).pathname, path: new URL(url).pathname, name: new URL(url).pathname.split('/').pop() as string };
}

describe('uploaded files in an S3-compatible bucket (s3rver on loopback)', { timeout: 60_000 }, () => {
  it('stores a logo in the bucket, not under DATA_DIR, and serves it byte for byte, from any process', async () => {
    const logo = await uploadLogo(owner, PNG);
    expect(logo.put.statusCode, logo.put.body).toBe(200);
    expect(await s3.listKeys('uploads/')).toEqual([
      { key: `uploads/${logo.name}`, size: PNG.length },
      { key: `uploads/${logo.name}.json`, size: expect.any(Number) },
    ]);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await new SessionClient(t.app).get(logo.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // the address works once, also when the sidecar is in the bucket
    const again = await owner.request('PUT', logo.putPath, PNG, { 'content-type': 'image/png' });
    expect(again.statusCode).toBe(409);

    // another web process with its own (empty) DATA_DIR serves the same file from the bucket
    const otherDir = mkdtempSync(path.join(tmpdir(), 'af-s3-other-'));
    const other = await createTestApp({ DATA_DIR: otherDir, ...s3.env });
    try {
      const fromOther = await new SessionClient(other.app).get(logo.path);
      expect(fromOther.statusCode).toBe(200);
      expect(fromOther.rawPayload.equals(PNG)).toBe(true);
      expect((await new SessionClient(other.app).get('/objects/aaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('keeps knowledge documents in the bucket, ingests them from there, and deletes them with their item or dataset', async () => {
    const ds = await createDataset(owner, projectId, 'Warehouse');
    const uploaded = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'notes.txt', NOTES);
    expect(uploaded.statusCode).toBe(202);
    const itemId = uploaded.json().id as string;
    expect(await s3.listKeys(`knowledge/${ds.id}/`)).toEqual([{ key: `knowledge/${ds.id}/${itemId}`, size: NOTES.length }]);
    expect(existsSync(path.join(dataDir, 'knowledge'))).toBe(false);

    const ready = await waitForDataset(owner, ds.id);
    expect(ready).toMatchObject({ status: 'ready', itemCount: 1, doneCount: 1 });
    const { agent } = await createAgent(owner, { websiteUrls: [], datasetId: ds.id, modelProvider: 'openai', modelName: 'gpt-4o-mini' });
    const answer = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'Who runs the forklift training?' })).json();
    expect(answer.ragSources[0]).toMatchObject({ title: expect.stringContaining('notes') });
    expect(answer.output).toContain('Forklift training is mandatory');

    // Reindex parses the stored file again
    expect((await owner.post(`/api/datasets/${ds.id}/reindex`)).statusCode).toBe(202);
    expect(await waitForDataset(owner, ds.id)).toMatchObject({ status: 'ready', doneCount: 1 });

    expect((await owner.delete(`/api/datasets/${ds.id}/items/${itemId}`)).statusCode).toBe(200);
    expect(await s3.listKeys(`knowledge/${ds.id}/`)).toEqual([]);

    const second = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'notes.txt', NOTES);
    const third = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'more-notes.txt', NOTES);
    expect((await s3.listKeys(`knowledge/${ds.id}/`)).map((o) => o.key).sort()).toEqual(
      [`knowledge/${ds.id}/${second.json().id}`, `knowledge/${ds.id}/${third.json().id}`].sort(),
    );
    await waitForDataset(owner, ds.id);
    expect((await owner.delete(`/api/datasets/${ds.id}`)).statusCode).toBe(200);
    expect(await s3.listKeys('knowledge/')).toEqual([]);
  });

  it("removes an account's documents from the bucket when an admin deletes the account", async () => {
    const { client: member, user } = await signUp(t.app);
    const memberProject = (await member.get('/api/projects')).json()[0].id;
    const ds = await createDataset(member, memberProject, 'Soon gone');
    expect((await uploadDocument(member, `/api/datasets/${ds.id}/documents`, 'notes.txt', NOTES)).statusCode).toBe(202);
    await waitForDataset(member, ds.id);
    expect(await s3.listKeys(`knowledge/${ds.id}/`)).toHaveLength(1);
    expect((await owner.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(204);
    expect(await s3.listKeys(`knowledge/${ds.id}/`)).toEqual([]);
  });

  it('refuses S3 settings without a bucket, or half a key pair, naming the variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({ S3_BUCKET: 'files' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('stops the start when the bucket cannot be used, saying why', async () => {
    await expect(createObjectStore(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }))).rejects.toThrow(
      `S3_BUCKET "no-such-bucket" cannot be used at ${s3.env.S3_ENDPOINT}: there is no such bucket.`,
    );
    await expect(createObjectStore(loadConfig({ ...s3.env, S3_ACCESS_KEY_ID: 'UNKNOWN-KEY' }))).rejects.toThrow(/access denied with these keys/);
  });
});
