import { describe, expect, it } from 'vitest';
import type { AgentVersion } from '@common/versions';
import { apiChannelState, messagingChannelState, widgetChannelState } from './channel-state';

const version = (over: Partial<AgentVersion>): AgentVersion => ({
  id: 'v-1',
  agentId: 'a-1',
  version: 'v1',
  isActive: false,
  isPublic: true,
  publishedAt: '2025-01-01T00:00:00.000Z',
  publishedBy: null,
  publishedByName: null,
  snapshot: {
    name: 'Agent',
    modelName: 'gpt-5',
    modelProvider: 'openai',
    personality: '',
    systemPrompt: null,
    rules: null,
    defaultLanguage: 'en',
    modelSettings: { temperature: 0.7, topP: 1, maxTokens: 2000 },
    companyInfo: null,
    enabledTools: { webSearch: false, sendEmail: false, calendar: false, webhook: false, apiCall: false, postConversationHook: false, captureLead: false },
    toolConfigs: {},
    projectTools: [],
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
    datasetId: null,
  },
  ...over,
});

describe('channel states', () => {
  it('widget: live once any published version is public', () => {
    expect(widgetChannelState([])).toBe('notPublished');
    expect(widgetChannelState([version({ isActive: false })])).toBe('live');
    expect(widgetChannelState([version({ isActive: true, isPublic: false })])).toBe('hidden');
    expect(widgetChannelState([version({ id: 'v-2', isPublic: false }), version({ isActive: true })])).toBe('live');
  });

  it('api: live whenever a version is active', () => {
    expect(apiChannelState([version({})])).toBe('noActiveVersion');
    expect(apiChannelState([version({ isActive: true, isPublic: false })])).toBe('live');
  });

  it('sms and whatsapp: configured once settings are saved', () => {
    expect(messagingChannelState(undefined)).toBe('notConfigured');
    expect(messagingChannelState({ phoneNumber: null, apiKeyHint: null, webhookUrl: 'x', configured: false })).toBe('notConfigured');
    expect(messagingChannelState({ phoneNumber: '+34600000000', apiKeyHint: 'sk-…1234', webhookUrl: 'x', configured: true })).toBe('configured');
  });
});
