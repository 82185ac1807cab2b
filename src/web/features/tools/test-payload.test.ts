import { describe, expect, it } from 'vitest';
import { examplePayload, formatToolOutput, parseTestPayload } from './test-payload';

describe('tool test payload', () => {
  it('treats an empty or blank payload as {}', () => {
    expect(parseTestPayload('')).toEqual({ ok: true, payload: {} });
    expect(parseTestPayload('  \n ')).toEqual({ ok: true, payload: {} });
  });

  it('parses a JSON object', () => {
    expect(parseTestPayload('{"city": "Madrid", "days": 3}')).toEqual({ ok: true, payload: { city: 'Madrid', days: 3 } });
  });

  it('refuses text that is not JSON', () => {
    expect(parseTestPayload('{city: Madrid}')).toEqual({ ok: false, reason: 'invalidJson' });
    expect(parseTestPayload('{"a": 1,}')).toEqual({ ok: false, reason: 'invalidJson' });
  });

  it('refuses JSON that is not an object, since the payload is the tool arguments', () => {
    for (const text of ['[1, 2]', '"text"', '42', 'null', 'true']) expect(parseTestPayload(text)).toEqual({ ok: false, reason: 'notObject' });
  });
});

describe('tool output', () => {
  it('shows text as it is and anything else as indented JSON', () => {
    expect(formatToolOutput('plain answer')).toBe('plain answer');
    expect(formatToolOutput({ ok: true })).toBe('{\n  "ok": true\n}');
    expect(formatToolOutput(null)).toBe('null');
    expect(formatToolOutput(undefined)).toBe('');
  });
});

describe('example payload', () => {
  it('lists the schema properties with an empty value of their type', () => {
    const schema = { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer' }, vip: { type: 'boolean' }, tags: {} } };
    expect(JSON.parse(examplePayload(schema))).toEqual({ city: '', days: 0, vip: false, tags: '' });
  });

  it('is {} without properties', () => {
    expect(examplePayload({ type: 'object' })).toBe('{}');
  });
});
