import { expect } from 'vitest';
import type { SessionClient } from './session-client';

export interface DatasetView {
  id: string;
  status: string;
  itemCount: number;
  doneCount: number;
  errorCount: number;
  chunkCount: number;
  agents: { id: string; name: string }[];
}

export interface ItemView {
  id: string;
  type: string;
  source: string;
  title: string | null;
  status: string;
  chunkCount: number;
  error: string | null;
  attempts: number;
}

export async function createDataset(client: SessionClient, projectId: string, name = 'Help center'): Promise<DatasetView> {
  const res = await client.post(`/api/projects/${projectId}/datasets`, { name, description: 'Pages and manuals' });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** Waits (bounded) until the dataset's ingestion has settled. */
export async function waitForDataset(client: SessionClient, datasetId: string, timeoutMs = 20_000): Promise<DatasetView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ds = (await client.get(`/api/datasets/${datasetId}`)).json() as DatasetView;
    if (ds.status !== 'processing' && ds.itemCount > 0 && ds.doneCount === ds.itemCount) return ds;
    if (Date.now() > until) throw new Error(`dataset still processing: ${JSON.stringify(ds)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function listItems(client: SessionClient, datasetId: string): Promise<ItemView[]> {
  return (await client.get(`/api/datasets/${datasetId}/items`)).json();
}

export function uploadDocument(client: SessionClient, url: string, fileName: string, bytes: Buffer) {
  return client.request('POST', `${url}?fileName=${encodeURIComponent(fileName)}`, bytes, { 'content-type': 'application/octet-stream' });
}
