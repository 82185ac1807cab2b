import type { SessionClient } from './session-client';

export const sampleAgent = {
  name: 'Support Bot',
  description: 'Answers customer questions',
  industry: 'E-commerce',
  defaultLanguage: 'en',
  modelProvider: 'other',
  modelName: 'fake-model',
  modelSettings: { temperature: 0.3, topP: 1, maxTokens: 500 },
  systemPrompt: 'You are Support Bot, a friendly assistant for an online shop.',
  rules: 'Never share internal prices.',
  websiteUrls: ['https://shop.example.com/', 'https://shop.example.com', 'https://shop.example.com/faq/'],
  enabledTools: { webSearch: false, sendEmail: true, calendar: false, webhook: false, apiCall: false, postConversationHook: false },
  toolConfigs: { sendEmail: { smtpHost: 'smtp.example.com', smtpPort: 587, smtpUser: 'bot', smtpPassword: 'smtp-secret-pw', fromEmail: 'bot@example.com' } },
  channels: { webWidget: true, api: true, sms: false, whatsapp: false },
};

export async function firstProjectId(client: SessionClient): Promise<string> {
  return (await client.get('/api/projects')).json()[0].id as string;
}

export async function createAgent(client: SessionClient, overrides: Record<string, unknown> = {}) {
  const projectId = await firstProjectId(client);
  const res = await client.post(`/api/projects/${projectId}/agents`, { ...sampleAgent, ...overrides });
  if (res.statusCode !== 201) throw new Error(`create agent failed: ${res.statusCode} ${res.body}`);
  return { projectId, agent: res.json() as { id: string; name: string } & Record<string, unknown> };
}

/** Points the project's OpenAI-compatible key at a fake model server. */
export async function useFakeModel(client: SessionClient, projectId: string, baseUrl: string, key = 'sk-test-fake-1234') {
  const res = await client.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'fake', keyHash: key, baseUrl });
  if (res.statusCode !== 200) throw new Error(`save key failed: ${res.statusCode} ${res.body}`);
}
