import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store';
import { readAll } from './object-store';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the local object store', () => {
  it('keeps key uploads/x at DATA_DIR/uploads/x, writes once with putIfAbsent, and lists without partial files', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'af-local-store-'));
    const store = createLocalStore(root);
    expect(await store.putIfAbsent('uploads/logo.json', Buffer.from('{}'))).toBe(true);
    expect(await store.putIfAbsent('uploads/logo.json', Buffer.from('{"x":1}'))).toBe(false);
    await store.put('knowledge/ds-1/item-1', Buffer.from('hello'));
    writeFileSync(path.join(root, 'knowledge', 'ds-1', 'item-2.part'), 'half');
    expect(existsSync(path.join(root, 'uploads', 'logo.json'))).toBe(true);

    const listed = [];
    for await (const o of store.list('knowledge/')) listed.push(o);
    expect(listed).toEqual([{ key: 'knowledge/ds-1/item-1', size: 5 }]);
    const opened = await store.open('knowledge/ds-1/item-1');
    expect(opened?.size).toBe(5);
    expect((await readAll(opened!.stream)).toString()).toBe('hello');
    expect(await store.read('uploads/missing')).toBeNull();
    expect(await store.stat('uploads/missing')).toBeNull();

    await store.deletePrefix('knowledge/ds-1/');
    expect(await store.stat('knowledge/ds-1/item-1')).toBeNull();
    await store.delete('uploads/logo.json');
    await store.delete('uploads/logo.json');
    expect(await store.read('uploads/logo.json')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'af-local-store-'));
    const store = createLocalStore(root);
    for (const key of ['../secret', 'uploads/../../etc/passwd', '/etc/passwd', 'uploads//x', 'uploads/.hidden', '']) {
      await expect(store.read(key), key).rejects.toThrow(/Invalid object key/);
    }
  });
});
