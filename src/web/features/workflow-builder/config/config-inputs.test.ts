import { describe, expect, it } from 'vitest';
import { WEBHOOK_NODE_DEFAULT_BODY } from '@common/workflows';
import { formatWebhookBody, parseDelayMinutes, parseWebhookBody, splitRequiredFields } from './config-inputs';
import { insertAtCursor } from './insert-at-cursor';

describe('splitRequiredFields', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(splitRequiredFields(' name, email ,, phone ,')).toEqual(['name', 'email', 'phone']);
    expect(splitRequiredFields('  ')).toEqual([]);
  });
});

describe('parseDelayMinutes', () => {
  it('reads a whole number of minutes', () => {
    expect(parseDelayMinutes('15')).toBe(15);
    expect(parseDelayMinutes('7.9')).toBe(7);
    expect(parseDelayMinutes('')).toBe(0);
    expect(parseDelayMinutes('-3')).toBe(0);
  });
});

describe('webhook body', () => {
  it('stores JSON objects as objects and anything else as text', () => {
    expect(parseWebhookBody('{"a": "{{user.name}}"}')).toEqual({ a: '{{user.name}}' });
    expect(parseWebhookBody('name={{user.name}}')).toBe('name={{user.name}}');
    expect(parseWebhookBody('[1, 2]')).toBe('[1, 2]');
    expect(parseWebhookBody('"text"')).toBe('"text"');
    expect(parseWebhookBody('')).toBe('');
  });

  it('shows an object pretty-printed and text as it is', () => {
    expect(formatWebhookBody({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatWebhookBody('raw')).toBe('raw');
    expect(parseWebhookBody(formatWebhookBody(undefined))).toEqual(WEBHOOK_NODE_DEFAULT_BODY);
  });
});

describe('insertAtCursor', () => {
  it('replaces the selection and puts the caret after the insert', () => {
    expect(insertAtCursor('Hello !', 6, 6, '{{user.name}}')).toEqual({ value: 'Hello {{user.name}}!', caret: 19 });
    expect(insertAtCursor('abcdef', 1, 3, 'X')).toEqual({ value: 'aXdef', caret: 2 });
    expect(insertAtCursor('ab', 10, 12, 'X')).toEqual({ value: 'abX', caret: 3 });
  });
});
