import { describe, expect, it } from 'vitest';
import { CHANNEL_CHECK_CODES } from '@common/channels';
import en from '../../../i18n/en/deployments.json';
import es from '../../../i18n/es/deployments.json';

describe('test message results', () => {
  it('has a sentence for every code the server answers, in every language', () => {
    for (const catalogue of [en, es]) expect(Object.keys(catalogue.checkResults).sort()).toEqual([...CHANNEL_CHECK_CODES].sort());
  });
});
