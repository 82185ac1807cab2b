import { describe, expect, it } from 'vitest';
import { visitorCsvHeader, visitorCsvRow } from './visitors-csv';

describe('visitor CSV', () => {
  it('neutralises formulas and quotes as needed', () => {
    const row = visitorCsvRow({
      id: 'v1',
      status: 'channel',
      externalId: 'sms:+34600111222',
      name: '=HYPERLINK("http://x")',
      email: null,
      phone: '+34600111222',
      channelIds: [{ channel: 'sms', externalId: '+34600111222' }],
      conversations: 2,
      firstSeenAt: '2026-01-01T00:00:00.000Z',
      lastSeenAt: '2026-01-02T00:00:00.000Z',
    });
    expect(row).toBe(`v1,channel,sms:+34600111222,"'=HYPERLINK(""http://x"")",,'+34600111222,sms:+34600111222,2,2026-01-01T00:00:00.000Z,2026-01-02T00:00:00.000Z\r\n`);
    expect(visitorCsvHeader()).toMatch(/^id,status,external_id,name,email,phone,/);
  });
});
