import { describe, expect, it } from 'vitest';
import type { Agent } from '@common/agents';
import { wizardSchema } from './form-schema';
import { agentToFormValues, duplicateValues, newAgentValues } from './form-values';
import { firstStepWithError } from './steps';
import { validationKey } from './validation-message';

const storedAgent = (over: Partial<Agent> = {}): Agent => ({
  id: 'a1',
  projectId: 'p1',
  datasetId: null,
  name: 'Support',
  description: null,
  industry: 'Healthcare',
  defaultLanguage: 'es',
  avatarUrl: null,
  status: 'active',
  isPublic: false,
  modelProvider: 'anthropic',
  modelName: 'claude-sonnet-4-20250514',
  modelSettings: { temperature: 0.3, topP: 0.9, maxTokens: 1000 },
  systemPrompt: 'Be kind.',
  rules: null,
  conversationFlow: null,
  companyInfo: null,
  guardrails: null,
  channels: { webWidget: true, api: false, sms: true, whatsapp: false },
  websiteUrls: ['https://a.example/', 'https://a.example', 'https://b.example//'],
  enabledTools: { webSearch: false, sendEmail: true, calendar: false, webhook: false, apiCall: false, postConversationHook: false, captureLead: false },
  toolConfigs: { sendEmail: { smtpHost: 'smtp.example', smtpPort: 2525, smtpPassword: '••••••••', smtpPasswordSet: true, allowedRecipients: [], allowVisitorEmail: false, maxPerConversation: 3 } },
  attachedTools: [],
  lastVersionNumber: 0,
  latestVersion: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('wizard form values', () => {
  it('starts from the SPEC defaults', () => {
    const parsed = wizardSchema.parse({ ...newAgentValues(), name: 'Bot' });
    expect(parsed).toMatchObject({
      defaultLanguage: 'en',
      modelProvider: 'openai',
      modelName: 'gpt-5',
      modelSettings: { temperature: 0.7, topP: 1, maxTokens: 2000 },
      channels: { webWidget: true, api: true, sms: false, whatsapp: false },
      toolConfigs: { sendEmail: { smtpPort: 587 } },
      websiteUrls: [],
    });
  });

  it('requires a name', () => {
    const result = wizardSchema.safeParse(newAgentValues());
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['name']);
  });

  it('drops blank URL rows on submit, removes trailing slashes and merges duplicates', () => {
    const values = { ...newAgentValues(), name: 'Bot', websiteUrls: ['', 'https://x.example/', '  ', 'https://x.example'] };
    expect(wizardSchema.parse(values).websiteUrls).toEqual(['https://x.example']);
  });

  it('keeps the row index of an invalid URL', () => {
    const values = { ...newAgentValues(), name: 'Bot', websiteUrls: ['', 'not a url'] };
    const issue = wizardSchema.safeParse(values).error?.issues[0];
    expect(issue?.path).toEqual(['websiteUrls', 1]);
  });

  it('loads a stored agent with normalised URLs and a blank write-only password', () => {
    const values = agentToFormValues(storedAgent());
    expect(values.websiteUrls).toEqual(['https://a.example', 'https://b.example']);
    expect(values.toolConfigs?.sendEmail).toMatchObject({ smtpHost: 'smtp.example', smtpPort: 2525, smtpPassword: '', smtpPasswordSet: true });
    expect(values.defaultLanguage).toBe('es');
    expect(wizardSchema.safeParse(values).success).toBe(true);
  });

  it("names a duplicate with ' (Copy)' within the length limit", () => {
    expect(duplicateValues(storedAgent(), 255).name).toBe('Support (Copy)');
    expect(duplicateValues(storedAgent({ name: 'x'.repeat(255) }), 255).name).toHaveLength(255);
  });
});

describe('wizard steps and messages', () => {
  it('finds the step holding an error', () => {
    expect(firstStepWithError(['name'])).toBe(1);
    expect(firstStepWithError(['modelSettings.temperature'])).toBe(2);
    expect(firstStepWithError(['toolConfigs', 'websiteUrls'])).toBe(3);
    expect(firstStepWithError(['channels'])).toBe(5);
    expect(firstStepWithError(['unknown'])).toBeNull();
  });

  it('maps schema messages to translation keys', () => {
    expect(validationKey({ type: 'too_small', message: 'Required' })).toBe('required');
    expect(validationKey({ type: 'custom', message: 'Invalid URL' })).toBe('invalidUrl');
    expect(validationKey({ type: 'invalid_type', message: 'Invalid input: expected number, received NaN' })).toBe('number');
    expect(validationKey({ type: 'too_big', message: 'Too big: expected number to be <=1' })).toBe('tooLarge');
    expect(validationKey({ type: 'custom', message: 'Something else' })).toBeNull();
  });
});
