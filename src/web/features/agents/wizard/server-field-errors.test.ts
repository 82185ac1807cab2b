import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('keeps the fields of a validation error', () => {
    const fields = [{ path: 'name', message: 'Required' }];
    expect(serverFieldErrors({ message: 'body/name: Required', code: 'validation', fields })).toEqual(fields);
  });

  it('reads the tool setting a save check names', () => {
    expect(serverFieldErrors({ message: 'toolConfigs.webhook.endpoint: Private addresses are not allowed', code: 'blocked_url' })).toEqual([
      { path: 'toolConfigs.webhook.endpoint', message: 'Private addresses are not allowed' },
    ]);
    expect(serverFieldErrors({ message: 'toolConfigs.apiCall.parameters/properties/id: must be object', code: 'invalid_schema' })).toEqual([
      { path: 'toolConfigs.apiCall.parameters', message: '/properties/id: must be object' },
    ]);
  });

  it('names no field otherwise', () => {
    expect(serverFieldErrors({ message: 'Agent not found', code: 'not_found' })).toEqual([]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
