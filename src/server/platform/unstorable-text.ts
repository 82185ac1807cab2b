import type { FastifyInstance } from 'fastify';
import { validationErrorBody } from './errors';

// PostgreSQL refuses NUL in text and jsonb, and an unpaired UTF-16 surrogate in jsonb: such a
// string would fail at the insert as a 500, after part of the work is done.
// https://www.postgresql.org/docs/current/datatype-json.html
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Finding {
  path: string;
  message: string;
}

/** A linked path: building dotted strings only for the one finding keeps deep bodies linear. */
interface Step {
  parent: Step | null;
  name: string;
}

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'must not contain an unpaired surrogate (invalid Unicode)';
  return null;
}

function dotted(step: Step | null): string {
  const names: string[] = [];
  for (let s = step; s; s = s.parent) names.push(s.name);
  return names.reverse().join('.');
}

/**
 * The first string or object key in a parsed request part that PostgreSQL could not store.
 * Iterative, so a deeply nested body cannot overflow the stack; raw uploads (Buffers) are skipped.
 */
export function findUnstorableText(root: unknown): Finding | null {
  const pending: { value: unknown; at: Step | null }[] = [{ value: root, at: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, at } = next;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) return { path: dotted(at), message: problem };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], at: { parent: at, name: String(i) } });
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const problem = problemOf(key);
        if (problem) return { path: dotted(at), message: `a key ${problem}` };
      }
      for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i][1], at: { parent: at, name: entries[i][0] } });
    }
  }
  return null;
}

/** Every route answers such text with a 400 naming the field, before its own validation runs. */
export function registerUnstorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [context, value] of Object.entries(parts)) {
      const found = findUnstorableText(value);
      if (found) return reply.code(400).send(validationErrorBody(context, [found]));
    }
  });
}
