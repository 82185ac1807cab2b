import { describe, expect, it } from 'vitest';
import type { Agent } from '@common/agents';
import { SECRET_MASK } from '@common/tool-configs';
import { wizardFormSchema, wizardSchema, type WizardValues } from './form-schema';
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
  traceTexts: false,
  modelProvider: 'anthropic',
  modelName: 'claude-sonnet-4-20250514',
  modelSettings: { temperature: 0.3, topP: 0.9, maxTokens: 1000 },
  systemPrompt: 'Be kind.',
  rules: null,
  fallbackMessage: null,
  starters: [],
  conversationFlow: null,
  companyInfo: null,
  guardrails: null,
  memory: 'off',
  contextRecallDays: 7,
  channels: { webWidget: true, api: false, sms: true, whatsapp: false },
  websiteUrls: ['https://a.example/', 'https://a.example', 'https://b.example//'],
  enabledTools: { webSearch: false, sendEmail: true, calendar: false, webhook: false, apiCall: false, postConversationHook: false, captureLead: false, requestHuman: false },
  toolConfigs: { sendEmail: { smtpHost: 'smtp.example', smtpPort: 2525, smtpPassword: '••••••••', smtpPasswordSet: true, allowedRecipients: [], allowVisitorEmail: false, maxPerConversation: 3 } },
  attachedTools: [],
  lastVersionNumber: 0,
  latestVersion: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('wizard form values', () => {
  it('starts from the agent defaults', () => {
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

  it('loads a stored agent with normalised URLs and the stored password as the mask', () => {
    const values = agentToFormValues(storedAgent());
    expect(values.websiteUrls).toEqual(['https://a.example', 'https://b.example']);
    expect(values.toolConfigs?.sendEmail).toMatchObject({ smtpHost: 'smtp.example', smtpPort: 2525, smtpPassword: SECRET_MASK, smtpPasswordSet: true });
    expect(values.defaultLanguage).toBe('es');
    expect(wizardSchema.safeParse(values).success).toBe(true);
  });

  it('sends stored secrets back as the mask, which keeps them', () => {
    const agent = storedAgent({
      enabledTools: { webSearch: true, sendEmail: false, calendar: true, webhook: true, apiCall: false, postConversationHook: false, captureLead: false, requestHuman: false },
      toolConfigs: {
        webhook: { endpoint: 'https://hooks.example/a', headers: { Authorization: SECRET_MASK }, signingSecret: SECRET_MASK, signingSecretSet: true },
        webSearch: { provider: 'brave', apiKey: SECRET_MASK, apiKeySet: true, maxResults: 5 },
        calendar: { url: 'https://dav.example/cal/', username: 'me', password: SECRET_MASK, passwordSet: true, timeZone: 'Europe/Madrid', slotMinutes: 30, workdayStart: '09:00', workdayEnd: '17:00', workingDays: [1, 2, 3, 4, 5] },
      },
    });
    const parsed = wizardFormSchema.parse(agentToFormValues(agent));
    expect(parsed.toolConfigs.webhook).toMatchObject({ headers: { Authorization: SECRET_MASK }, signingSecret: SECRET_MASK });
    expect(parsed.toolConfigs.webSearch?.apiKey).toBe(SECRET_MASK);
    expect(parsed.toolConfigs.calendar).toMatchObject({ password: SECRET_MASK, workingDays: [1, 2, 3, 4, 5] });
  });

  it('carries the attached project tools and a lead field list', () => {
    const toolId = '0b5a4c1e-7d1f-4a55-9a55-1f6c2a0f3b11';
    const agent = storedAgent({
      enabledTools: { webSearch: false, sendEmail: false, calendar: false, webhook: false, apiCall: false, postConversationHook: false, captureLead: true, requestHuman: false },
      attachedTools: [{ toolId, enabled: true }],
      toolConfigs: { captureLead: { fields: [{ key: 'company', label: 'Company', required: true }] } },
    });
    const parsed = wizardFormSchema.parse(agentToFormValues(agent));
    expect(parsed.attachedTools).toEqual([{ toolId, enabled: true }]);
    expect(parsed.toolConfigs.captureLead?.fields).toEqual([{ key: 'company', label: 'Company', required: true }]);
  });

  it("names a duplicate with ' (Copy)' within the length limit", () => {
    expect(duplicateValues(storedAgent(), 255).name).toBe('Support (Copy)');
    expect(duplicateValues(storedAgent({ name: 'x'.repeat(255) }), 255).name).toHaveLength(255);
  });
});

const withTools = (enabled: Partial<NonNullable<WizardValues['enabledTools']>>, edit: (c: NonNullable<WizardValues['toolConfigs']>) => void = () => {}): WizardValues => {
  const values = { ...newAgentValues(), name: 'Bot' };
  values.enabledTools = { ...values.enabledTools, ...enabled };
  edit(values.toolConfigs!);
  return values;
};
const issuePaths = (values: WizardValues) => (wizardFormSchema.safeParse(values).error?.issues ?? []).map((i) => i.path.join('.'));

describe('tool settings', () => {
  it('parses the API call parameters from JSON text, blank meaning none', () => {
    const schema = { type: 'object', properties: { orderId: { type: 'string' } } };
    const values = withTools({}, (c) => {
      c.apiCall!.parameters = JSON.stringify(schema);
    });
    expect(wizardSchema.parse(values).toolConfigs.apiCall?.parameters).toEqual(schema);
    expect(wizardSchema.parse(withTools({})).toolConfigs.apiCall?.parameters).toBeUndefined();
  });

  it('names bad JSON and JSON that is not an object', () => {
    const bad = (text: string) =>
      wizardSchema.safeParse(
        withTools({}, (c) => {
          c.apiCall!.parameters = text;
        }),
      ).error?.issues[0];
    expect(bad('{ nope')).toMatchObject({ path: ['toolConfigs', 'apiCall', 'parameters'], message: 'Invalid JSON' });
    expect(bad('[1, 2]')?.message).toBe('Must be a JSON object');
    expect(validationKey({ type: 'custom', message: 'Invalid JSON' })).toBe('invalidJson');
  });

  it('asks a switched-on tool for what it cannot work without', () => {
    expect(issuePaths(withTools({ webhook: true, postConversationHook: true, apiCall: true, calendar: true }))).toEqual([
      'toolConfigs.webhook.endpoint',
      'toolConfigs.postConversationHook.endpoint',
      'toolConfigs.apiCall.url',
      'toolConfigs.calendar.url',
    ]);
    expect(issuePaths(withTools({ sendEmail: true }))).toEqual(['toolConfigs.sendEmail.allowedRecipients']);
    const visitorOnly = withTools({ sendEmail: true }, (c) => {
      c.sendEmail!.allowVisitorEmail = true;
    });
    expect(issuePaths(visitorOnly)).toEqual([]);
  });

  it('reports missing tool settings together with other issues', () => {
    const values = withTools({ webhook: true }, (c) => {
      c.apiCall!.parameters = '{ nope';
    });
    expect(issuePaths({ ...values, name: '' })).toEqual(['name', 'toolConfigs.apiCall.parameters', 'toolConfigs.webhook.endpoint']);
  });

  it('leaves a switched-off tool half filled', () => {
    expect(issuePaths(withTools({}))).toEqual([]);
  });

  it('needs a SearXNG URL, or a key for Brave and Tavily unless one is stored', () => {
    expect(issuePaths(withTools({ webSearch: true }))).toEqual(['toolConfigs.webSearch.baseUrl']);
    const brave = (edit: (w: NonNullable<NonNullable<WizardValues['toolConfigs']>['webSearch']>) => void) =>
      withTools({ webSearch: true }, (c) => {
        c.webSearch!.provider = 'brave';
        edit(c.webSearch!);
      });
    expect(issuePaths(brave(() => {}))).toEqual(['toolConfigs.webSearch.apiKey']);
    expect(
      issuePaths(
        brave((w) => {
          w.apiKey = SECRET_MASK;
          w.apiKeySet = true;
        }),
      ),
    ).toEqual([]);
    expect(
      issuePaths(
        brave((w) => {
          w.apiKey = '';
          w.apiKeySet = true;
        }),
      ),
    ).toEqual([]);
  });

  it('checks the working hours, the time zone and duplicate lead keys', () => {
    const values = withTools({ calendar: true }, (c) => {
      Object.assign(c.calendar!, { url: 'https://dav.example/cal/', timeZone: 'Mars/Olympus', workdayStart: '18:00', workdayEnd: '09:00' });
      c.captureLead!.fields = [
        { key: 'company', label: 'Company' },
        { key: 'company', label: 'Firm' },
      ];
    });
    expect(issuePaths(values)).toEqual(['toolConfigs.calendar.timeZone', 'toolConfigs.calendar.workdayEnd', 'toolConfigs.captureLead.fields.1.key']);
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
