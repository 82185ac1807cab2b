import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '@common/tool-configs';
import { readEmailConfig, readTriggerConfig, readWebhookConfig } from './node-configs';

describe('node configs', () => {
  it('fills missing fields with their defaults', () => {
    expect(readEmailConfig(undefined)).toMatchObject({ to: '', template: 'custom', useAIGeneration: false, requiredFields: [] });
    expect(readTriggerConfig({ type: 'scheduled', cron: '0 9 * * *' })).toMatchObject({ type: 'scheduled', cron: '0 9 * * *', timeZone: 'UTC', delay: 0 });
  });

  it('keeps the good fields when one does not fit', () => {
    expect(readWebhookConfig({ url: 'https://example.com', method: 'GET', headers: { 'X-Key': SECRET_MASK }, body: 'raw' })).toEqual({
      url: 'https://example.com',
      method: 'POST',
      headers: { 'X-Key': SECRET_MASK },
      body: 'raw',
    });
  });
});
