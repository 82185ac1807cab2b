import { AGENT_DEFAULTS, normalizeWebsiteUrls, type Agent } from '@common/agents';
import { MODEL_PROVIDER_IDS, type ModelProviderId } from '@common/catalogues';
import type { WizardValues } from './form-schema';

function providerId(value: string): ModelProviderId {
  return (MODEL_PROVIDER_IDS as readonly string[]).includes(value) ? (value as ModelProviderId) : AGENT_DEFAULTS.modelProvider;
}

/** A new agent: SPEC section 9 defaults, every field filled so inputs stay controlled. */
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
    websiteUrls: [''],
    enabledTools: {
      webSearch: false,
      sendEmail: false,
      calendar: false,
      webhook: false,
      apiCall: false,
      postConversationHook: false,
    },
    toolConfigs: {
      sendEmail: { smtpHost: '', smtpPort: AGENT_DEFAULTS.smtpPort, smtpUser: '', smtpPassword: '', fromEmail: '' },
      webhook: { endpoint: '', headers: {} },
      postConversationHook: { endpoint: '', headers: {} },
    },
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
  };
}

/** The stored agent as form values; URLs normalised, fields the wizard does not show carried over unchanged. */
export function agentToFormValues(agent: Agent): WizardValues {
  const base = newAgentValues();
  const { sendEmail, webhook, postConversationHook } = agent.toolConfigs;
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
    conversationFlow: agent.conversationFlow ?? undefined,
    companyInfo: agent.companyInfo,
    guardrails: agent.guardrails,
    datasetId: agent.datasetId,
    websiteUrls: urls.length > 0 ? urls : [''],
    enabledTools: { ...agent.enabledTools },
    toolConfigs: {
      sendEmail: {
        smtpHost: sendEmail?.smtpHost ?? '',
        smtpPort: sendEmail?.smtpPort ?? AGENT_DEFAULTS.smtpPort,
        smtpUser: sendEmail?.smtpUser ?? '',
        smtpPassword: '',
        smtpPasswordSet: sendEmail?.smtpPasswordSet ?? false,
        fromEmail: sendEmail?.fromEmail ?? '',
      },
      webhook: { endpoint: webhook?.endpoint ?? '', headers: { ...webhook?.headers } },
      postConversationHook: { endpoint: postConversationHook?.endpoint ?? '', headers: { ...postConversationHook?.headers } },
    },
    channels: { ...agent.channels },
  };
}

export const COPY_SUFFIX = ' (Copy)';

/** SPEC section 7: a duplicate is the agent's fields without id and with ' (Copy)' appended to the name. */
export function duplicateValues(agent: Agent, maxName: number): WizardValues {
  const values = agentToFormValues(agent);
  const name = agent.name.slice(0, maxName - COPY_SUFFIX.length) + COPY_SUFFIX;
  return { ...values, name, websiteUrls: normalizeWebsiteUrls(agent.websiteUrls) };
}
