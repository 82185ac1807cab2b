import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../common/tool-configs';
import { secretBox } from '../platform/secrets';
import { publicToolConfigs, storeToolConfigs } from './tool-config-store';

const box = secretBox('unit-test-secret-'.padEnd(40, 'x'));

describe('tool settings at rest', () => {
  const input = {
    sendEmail: { smtpHost: 'smtp.example.com', smtpPort: 587, smtpPassword: 'pw-1', allowedRecipients: [], allowVisitorEmail: false, maxPerConversation: 3 },
    webhook: { endpoint: 'https://hooks.example.com/in', headers: { Authorization: 'Bearer tok-1' }, signingSecret: 'sign-1' },
    webSearch: { provider: 'brave' as const, apiKey: 'brave-1', maxResults: 5 },
    calendar: { url: 'https://dav.example.com/cal/', username: 'u', password: 'cal-1', timeZone: 'Europe/Madrid', slotMinutes: 30, workdayStart: '09:00', workdayEnd: '17:00', workingDays: [1, 2, 3, 4, 5] },
    apiCall: { method: 'GET' as const, url: 'https://api.example.com/{id}', headers: { 'X-Key': 'api-1' } },
  };

  it('stores no secret in plaintext and answers only masks', () => {
    const stored = storeToolConfigs(box, input, undefined);
    const text = JSON.stringify(stored);
    for (const secret of ['pw-1', 'tok-1', 'sign-1', 'brave-1', 'cal-1', 'api-1']) expect(text).not.toContain(secret);
    const shown = publicToolConfigs(stored);
    expect(JSON.stringify(shown)).not.toMatch(/pw-1|tok-1|sign-1|brave-1|cal-1|api-1|Enc/);
    expect(shown).toMatchObject({
      sendEmail: { smtpPassword: SECRET_MASK, smtpPasswordSet: true },
      webhook: { headers: { Authorization: SECRET_MASK }, signingSecret: SECRET_MASK, signingSecretSet: true },
      webSearch: { apiKey: SECRET_MASK, apiKeySet: true },
      calendar: { password: SECRET_MASK, passwordSet: true },
      apiCall: { headers: { 'X-Key': SECRET_MASK } },
    });
    expect(box.open(stored.webhook?.headersEnc?.Authorization ?? '')).toBe('Bearer tok-1');
  });

  it('keeps a secret sent back masked or empty, and replaces a new one', () => {
    const stored = storeToolConfigs(box, input, undefined);
    const again = storeToolConfigs(box, publicToolConfigs(stored), stored);
    expect(again.sendEmail?.smtpPasswordEnc).toBe(stored.sendEmail?.smtpPasswordEnc);
    expect(again.webhook?.headersEnc).toEqual(stored.webhook?.headersEnc);
    expect(again.calendar?.passwordEnc).toBe(stored.calendar?.passwordEnc);
    const emptied = storeToolConfigs(box, { ...input, webSearch: { ...input.webSearch, apiKey: '' } }, stored);
    expect(emptied.webSearch?.apiKeyEnc).toBe(stored.webSearch?.apiKeyEnc);
    const replaced = storeToolConfigs(box, { ...input, webhook: { ...input.webhook, headers: { Authorization: 'Bearer tok-2' } } }, stored);
    expect(box.open(replaced.webhook?.headersEnc?.Authorization ?? '')).toBe('Bearer tok-2');
    const dropped = storeToolConfigs(box, { ...input, webhook: { ...input.webhook, headers: {} } }, stored);
    expect(dropped.webhook?.headersEnc).toEqual({});
  });
});
