import { AGENT_DEFAULTS, DEFAULT_CONTEXT_RECALL_DAYS, normalizeWebsiteUrls, type Agent, type ToolConfigs } from '@common/agents';
import { MODEL_PROVIDER_IDS, type ModelProviderId } from '@common/catalogues';
import type { WizardValues } from './form-schema';
import { NO_GUARDRAILS } from '@common/guardrails';

type FormToolConfigs = NonNullable<WizardValues['toolConfigs']>;

function providerId(value: string): ModelProviderId {
  return (MODEL_PROVIDER_IDS as readonly string[]).includes(value) ? (value as ModelProviderId) : AGENT_DEFAULTS.modelProvider;
}

/** Every tool's settings filled, so each input of step 4 stays controlled. */
function newToolConfigs(): FormToolConfigs {
  return {
    sendEmail: {
      smtpHost: '',
      smtpPort: AGENT_DEFAULTS.smtpPort,
      smtpUser: '',
      smtpPassword: '',
      fromEmail: '',
      allowedRecipients: [],
      allowVisitorEmail: false,
      maxPerConversation: 3,
    },
    webhook: { endpoint: '', headers: {}, signingSecret: '' },
    postConversationHook: { endpoint: '', headers: {}, signingSecret: '' },
    apiCall: { method: 'GET', url: '', headers: {}, description: '', parameters: '' },
    webSearch: { provider: 'searxng', baseUrl: '', apiKey: '', maxResults: 5 },
    calendar: { url: '', username: '', password: '', timeZone: 'UTC', slotMinutes: 30, workdayStart: '09:00', workdayEnd: '17:00', workingDays: [1, 2, 3, 4, 5] },
    captureLead: { fields: [] },
  };
}

/**
 * Stored settings over the defaults. Secrets arrive as the mask (or '') and go back unchanged
 * unless the owner types a new one; the server keeps the stored secret for the mask.
 */
function storedToolConfigs(stored: ToolConfigs): FormToolConfigs {
  const base = newToolConfigs();
  const { sendEmail, webhook, postConversationHook, apiCall, webSearch, calendar, captureLead } = stored;
  const endpoint = (value: ToolConfigs['webhook']) => ({
    endpoint: value?.endpoint ?? '',
    headers: { ...value?.headers },
    signingSecret: value?.signingSecret ?? '',
    signingSecretSet: value?.signingSecretSet ?? false,
  });
  return {
    sendEmail: {
      ...base.sendEmail,
      ...sendEmail,
      smtpHost: sendEmail?.smtpHost ?? '',
      smtpUser: sendEmail?.smtpUser ?? '',
      smtpPassword: sendEmail?.smtpPassword ?? '',
      fromEmail: sendEmail?.fromEmail ?? '',
      allowedRecipients: [...(sendEmail?.allowedRecipients ?? [])],
    },
    webhook: endpoint(webhook),
    postConversationHook: endpoint(postConversationHook),
    apiCall: {
      ...base.apiCall,
      ...apiCall,
      url: apiCall?.url ?? '',
      headers: { ...apiCall?.headers },
      description: apiCall?.description ?? '',
      parameters: apiCall?.parameters ? JSON.stringify(apiCall.parameters, null, 2) : '',
    },
    webSearch: { ...base.webSearch, ...webSearch, baseUrl: webSearch?.baseUrl ?? '', apiKey: webSearch?.apiKey ?? '' },
    calendar: {
      ...base.calendar,
      ...calendar,
      url: calendar?.url ?? '',
      username: calendar?.username ?? '',
      password: calendar?.password ?? '',
      workingDays: [...(calendar?.workingDays ?? base.calendar?.workingDays ?? [])],
    },
    captureLead: { fields: (captureLead?.fields ?? []).map((f) => ({ ...f })) },
  };
}

/** A new agent: AGENT_DEFAULTS, every field filled so inputs stay controlled. */
export function newAgentValues(): WizardValues {
  return {
    name: '',
    industry: null,
    description: '',
    defaultLanguage: AGENT_DEFAULTS.defaultLanguage,
    status: 'draft',
    modelProvider: AGENT_DEFAULTS.modelProvider,
    modelName: AGENT_DEFAULTS.modelName,
    modelSettings: { ...AGENT_DEFAULTS.modelSettings },
    systemPrompt: '',
    rules: '',
    fallbackMessage: '',
    websiteUrls: [''],
    enabledTools: {
      webSearch: false,
      sendEmail: false,
      calendar: false,
      webhook: false,
      apiCall: false,
      postConversationHook: false,
      captureLead: false,
      requestHuman: false,
    },
    toolConfigs: newToolConfigs(),
    attachedTools: [],
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
    starters: [],
    guardrails: structuredClone(NO_GUARDRAILS),
    memory: 'off',
    contextRecallDays: DEFAULT_CONTEXT_RECALL_DAYS,
  };
}

/** The stored agent as form values; URLs normalised, fields the wizard does not show carried over unchanged. */
export function agentToFormValues(agent: Agent): WizardValues {
  const base = newAgentValues();
  const urls = normalizeWebsiteUrls(agent.websiteUrls);
  return {
    ...base,
    name: agent.name,
    industry: agent.industry,
    description: agent.description ?? '',
    defaultLanguage: agent.defaultLanguage === 'es' ? 'es' : 'en',
    avatarUrl: agent.avatarUrl,
    status: agent.status,
    modelProvider: providerId(agent.modelProvider),
    modelName: agent.modelName,
    modelSettings: { ...agent.modelSettings },
    systemPrompt: agent.systemPrompt ?? '',
    rules: agent.rules ?? '',
    fallbackMessage: agent.fallbackMessage ?? '',
    conversationFlow: agent.conversationFlow ?? undefined,
    companyInfo: agent.companyInfo,
    guardrails: structuredClone(agent.guardrails ?? NO_GUARDRAILS),
    memory: agent.memory,
    contextRecallDays: agent.contextRecallDays,
    datasetId: agent.datasetId,
    websiteUrls: urls.length > 0 ? urls : [''],
    enabledTools: { ...base.enabledTools, ...agent.enabledTools },
    toolConfigs: storedToolConfigs(agent.toolConfigs),
    attachedTools: agent.attachedTools.map((a) => ({ ...a })),
    channels: { ...agent.channels },
    starters: [...agent.starters],
  };
}

export const COPY_SUFFIX = ' (Copy)';

/** A duplicate is the agent's fields without id and with ' (Copy)' appended to the name. */
export function duplicateValues(agent: Agent, maxName: number): WizardValues {
  const values = agentToFormValues(agent);
  const name = agent.name.slice(0, maxName - COPY_SUFFIX.length) + COPY_SUFFIX;
  return { ...values, name, websiteUrls: normalizeWebsiteUrls(agent.websiteUrls) };
}
