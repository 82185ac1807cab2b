export type TestPayloadResult =
  | { ok: true; payload: Record<string, unknown> }
  /** invalidJson: the text does not parse; notObject: it parses to an array, a string, a number... */
  | { ok: false; reason: 'invalidJson' | 'notObject' };

/** The test payload must be valid JSON; an empty payload means {}. The tool's arguments are an object. */
export function parseTestPayload(text: string): TestPayloadResult {
  if (text.trim() === '') return { ok: true, payload: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalidJson' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'notObject' };
  return { ok: true, payload: value as Record<string, unknown> };
}

/** The tool's output as the result panel shows it: strings as they are, anything else as indented JSON. */
export function formatToolOutput(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined) return '';
  return JSON.stringify(output, null, 2);
}

const SAMPLES: Record<string, unknown> = { string: '', number: 0, integer: 0, boolean: false, array: [], object: {} };

/** A starting payload from the tool's JSON schema: each declared property with an empty value of its type. */
export function examplePayload(schema: Record<string, unknown>): string {
  const properties = schema.properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return '{}';
  const sample: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(properties as Record<string, unknown>)) {
    const type = spec && typeof spec === 'object' ? (spec as { type?: unknown }).type : undefined;
    sample[name] = SAMPLES[typeof type === 'string' ? type : 'string'] ?? '';
  }
  return JSON.stringify(sample, null, 2);
}

