import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../support/agents';
import { createDataset, listItems, uploadDocument, waitForDataset } from '../support/knowledge';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

const TABLES = path.join(import.meta.dirname, '../fixtures/knowledge-docs/tables');
const FILES = ['price-list.csv', 'opening-hours.xlsx', 'bike-specs.ods', 'shipping-rates.html', 'warranty.docx'];

let t: TestApp;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' }, { worker: true });
  owner = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('tables uploaded as documents', { timeout: 60_000 }, () => {
  it('indexes spreadsheets, a CSV, an HTML page and a Word table row by row, so a question about one cell finds its row', async () => {
    const ds = await createDataset(owner, projectId, 'Tables');
    for (const name of FILES) {
      const res = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, name, readFileSync(path.join(TABLES, name)));
      expect(res.statusCode, name).toBe(202);
    }
    await waitForDataset(owner, ds.id);
    const items = await listItems(owner, ds.id);
    expect(items.map((i) => [i.source, i.status]).sort()).toEqual(FILES.map((name) => [name, 'ready']).sort());
    expect(items.find((i) => i.source === 'opening-hours.xlsx')?.title).toBe('Opening hours of our branches');
    expect(items.find((i) => i.source === 'bike-specs.ods')?.title).toBe('E-bike range 2026: technical specifications');
    expect(items.find((i) => i.source === 'shipping-rates.html')?.title).toBe('Shipping and delivery');

    const { agent } = await createAgent(owner, { websiteUrls: [], datasetId: ds.id, modelProvider: 'openai', modelName: 'gpt-4o-mini' });
    // no model key in this project: the built-in offline model answers from the passages
    const cases = [
      { question: 'What is the phone number of the Bilbao branch?', title: 'Opening hours of our branches', row: 'Branch: Casco Viejo; Address: Calle Somera 5, Bilbao' },
      { question: 'How heavy is the folding e-bike?', title: 'E-bike range 2026: technical specifications', row: 'Model: Plegable; Type: Folding' },
      { question: 'How much does an almond croissant cost?', title: 'price-list', row: 'Item: Almond croissant; Category: Pastry; Size: single; Price (EUR): 2.60' },
      { question: 'How much is express shipping to Germany?', title: 'Shipping and delivery', row: 'Destination: Germany; Standard delivery: 4-6 working days' },
      { question: 'Which email address handles gaming consoles under warranty?', title: 'Warranty and returns policy', row: 'Contact: gaming@example.com' },
    ];
    for (const c of cases) {
      const res = (await owner.post(`/api/agents/${agent.id}/test`, { input: c.question })).json();
      expect(res.ragSources[0]?.title, c.question).toContain(c.title);
      // the offline model answers with the passage's best matching paragraph: the row itself
      expect(res.output, c.question).toContain(c.row);
    }
  });

  it('marks a damaged workbook as damaged, and still answers 415 to a script', async () => {
    const ds = await createDataset(owner, projectId, 'Broken tables');
    const xlsx = readFileSync(path.join(TABLES, 'opening-hours.xlsx'));
    const damaged = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'damaged.xlsx', xlsx.subarray(0, xlsx.length - 200));
    expect(damaged.statusCode).toBe(202);
    await waitForDataset(owner, ds.id);
    const [item] = await listItems(owner, ds.id);
    expect(item).toMatchObject({ status: 'error', problem: { code: 'document_corrupt' } });
    const script = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'script.py', Buffer.from('print("hello")\n'));
    expect(script.statusCode).toBe(415);
  });
});
