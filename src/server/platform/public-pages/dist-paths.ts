import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveAppRoot } from '../app-root';
import { EXTENSION_OF, PRECOMPRESSED_ENCODINGS, type PrecompressedEncoding } from '../precompressed';

/**
 * Where the built public pages (dist/public) and embed script (dist/widget) are: beside a
 * custom WEB_DIST_DIR when they were built there too, else in the app's dist/.
 */
export function resolveDistDir(name: 'public' | 'widget', webDistDir: string | undefined): string {
  if (webDistDir) {
    const sibling = path.join(path.dirname(path.resolve(webDistDir)), name);
    if (existsSync(sibling)) return sibling;
  }
  return path.join(resolveAppRoot(), 'dist', name);
}

export interface WidgetBundle {
  /** the content-hashed file name, e.g. widget.3FQ2K7JX.js */
  file: string;
  code: Buffer;
  /** the build's brotli and gzip copies of `code`, when it wrote them */
  encoded: Partial<Record<PrecompressedEncoding, Buffer>>;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The embed script named by dist/widget/manifest.json (written by scripts/build.mjs), or null before a build. */
export function readWidgetBundle(widgetDir: string): WidgetBundle | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(widgetDir, 'manifest.json'), 'utf8')) as { file?: unknown };
    if (typeof manifest.file !== 'string' || !/^widget\.[\w-]+\.js$/.test(manifest.file)) return null;
    const file = path.join(widgetDir, manifest.file);
    const encoded: WidgetBundle['encoded'] = {};
    for (const encoding of PRECOMPRESSED_ENCODINGS) {
      const copy = readIfPresent(file + EXTENSION_OF[encoding]);
      if (copy) encoded[encoding] = copy;
    }
    return { file: manifest.file, code: readFileSync(file), encoded };
  } catch {
    return null;
  }
}
