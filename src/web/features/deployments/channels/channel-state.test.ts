import { describe, expect, it } from 'vitest';
import type { ChannelStatus } from '@common/channels';
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
  publishedDespiteFailures: false,
  failingCases: [],
  activatedAt: null,
  activatedByName: null,
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
    enabledTools: { webSearch: false, sendEmail: false, calendar: false, webhook: false, apiCall: false, postConversationHook: false, captureLead: false, requestHuman: false },
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

  it('sms and whatsapp: the state the server reports', () => {
    const status = (state: ChannelStatus['state'], lastError: string | null = null): { status: ChannelStatus } => ({
      status: { state, lastMessageAt: null, lastError, lastErrorAt: lastError ? '2025-01-02T00:00:00.000Z' : null },
    });
    const active = [version({ isActive: true })];
    expect(messagingChannelState(undefined, active)).toBe('notConfigured');
    expect(messagingChannelState(status('not_configured'), active)).toBe('notConfigured');
    expect(messagingChannelState(status('connected'), active)).toBe('connected');
    expect(messagingChannelState(status('error', 'Twilio answered 401'), active)).toBe('error');
  });

  it('sms and whatsapp: a connected channel cannot answer without an active version', () => {
    const connected = { status: { state: 'connected' as const, lastMessageAt: null, lastError: null, lastErrorAt: null } };
    expect(messagingChannelState(connected, [])).toBe('noActiveVersion');
    expect(messagingChannelState(connected, [version({ isActive: false })])).toBe('noActiveVersion');
    expect(messagingChannelState(undefined, [])).toBe('notConfigured');
  });
});
