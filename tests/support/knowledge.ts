import { expect } from 'vitest';
import type { DataItem, Dataset } from '../../src/common/knowledge';
import type { SessionClient } from './session-client';

// the API's own types: a test reads what the server promises
export type DatasetView = Dataset;
export type ItemView = DataItem;

export async function createDataset(client: SessionClient, projectId: string, name = 'Help center'): Promise<DatasetView> {
  const res = await client.post(`/api/projects/${projectId}/datasets`, { name, description: 'Pages and manuals' });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** Waits (bounded) until the dataset's ingestion has settled. */
export async function waitForDataset(client: SessionClient, datasetId: string, timeoutMs = 45_000): Promise<DatasetView> {
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
