import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type ObjectStore } from './object-store';

const PARTIAL = '.part';
const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects as files under one folder (DATA_DIR): key `uploads/x` is `DATA_DIR/uploads/x`. */
export function createLocalStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(base, ...key.split('/'));
  };

  async function writeWhole(file: string, bytes: Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = file + PARTIAL;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile() && !entry.name.endsWith(PARTIAL)) yield { key: prefix + entry.name, size: (await stat(full)).size };
    }
  }

  return {
    kind: 'local',
    put: (key, bytes) => writeWhole(fileOf(key), bytes),
    async putIfAbsent(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, bytes, { flag: 'wx' });
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw err;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { size, stream: createReadStream(file) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        return { size: (await stat(fileOf(key))).size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    list(prefix) {
      return walk(fileOf(prefix.replace(/\/$/, '')), prefix);
    },
  };
}
