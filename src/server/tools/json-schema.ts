import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const ajv = addFormats(new Ajv({ strict: false, allErrors: false, coerceTypes: false }));
const validators = new Map<string, ValidateFunction>();
const MAX_CACHED = 500;

function describe(error: ErrorObject): string {
  const where = error.instancePath || '/';
  if (error.keyword === 'required') return `${where === '/' ? '' : where}/${String(error.params.missingProperty)} is required`;
  if (error.keyword === 'additionalProperties') return `${where === '/' ? '' : where}/${String(error.params.additionalProperty)} is not allowed`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/**
 * Checks a tool's JSON Schema before it is saved: a valid schema whose root describes an object
 * (the model's arguments). Returns the path and the problem, or null.
 */
export function findSchemaProblem(schema: Record<string, unknown>): { path: string; message: string } | null {
  if (schema.type !== 'object') return { path: 'schema.type', message: 'The schema must describe an object ("type": "object")' };
  if (!ajv.validateSchema(schema)) {
    const first = ajv.errors?.[0];
    const path = `schema${(first?.instancePath ?? '').replace(/\//g, '.')}`;
    return { path, message: first?.message ?? 'Invalid JSON Schema' };
  }
  try {
    ajv.compile(schema);
  } catch (err) {
    return { path: 'schema', message: err instanceof Error ? err.message : 'Invalid JSON Schema' };
  } finally {
    // Ajv caches every schema object it compiles; ours are checked once, so drop it.
    ajv.removeSchema(schema);
  }
  return null;
}

/** A checker of the model's arguments for a schema: a sentence naming the first problem, or null. Compiled once per schema. */
export function argumentValidator(schema: Record<string, unknown>): (input: Record<string, unknown>) => string | null {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    try {
      validate = ajv.compile(schema);
    } catch {
      return () => 'The tool is misconfigured: its argument schema is invalid.';
    } finally {
      // the compiled function is kept in our bounded cache, not in Ajv's unbounded one
      ajv.removeSchema(schema);
    }
    if (validators.size >= MAX_CACHED) validators.delete(validators.keys().next().value as string);
    validators.set(key, validate);
  }
  const check = validate;
  return (input) => (check(input) ? null : `Invalid arguments: ${(check.errors ?? []).slice(0, 3).map(describe).join('; ')}`);
}
