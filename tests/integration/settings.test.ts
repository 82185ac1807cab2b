import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('user settings', () => {
  it('starts from the defaults and persists changes', async () => {
    const { client } = await signUp(t.app);
    expect((await client.get('/api/settings')).json()).toEqual({
      autoSave: true,
      tooltips: true,
      dataRetention: '90d',
      emailNotifications: true,
      agentStatusAlerts: true,
      costAlerts: true,
      performanceAlerts: true,
      weeklyReports: false,
      rateLimiting: true,
      chatLimits: { perIpPerMinute: 30, perSessionPerMinute: 10, perApiKeyPerMinute: 120 },
      piiMasking: true,
    });
    const saved = await client.put('/api/settings', { weeklyReports: true, dataRetention: '1y' });
    expect(saved.statusCode).toBe(200);
    expect((await client.get('/api/settings')).json()).toMatchObject({ weeklyReports: true, dataRetention: '1y', autoSave: true });
    // a change of one setting leaves every other one as it was
    await client.put('/api/settings', { autoSave: false });
    await client.put('/api/settings', { costAlerts: false });
    expect((await client.get('/api/settings')).json()).toMatchObject({ autoSave: false, costAlerts: false, weeklyReports: true, dataRetention: '1y' });
    const bad = await client.put('/api/settings', { dataRetention: 'forever' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^dataRetention: /);
  });
});
