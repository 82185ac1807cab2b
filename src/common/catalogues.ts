/** Catalogues the server and the web app share; labels are translated in the web app by id. */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'E-commerce',
  'Real Estate',
  'Travel',
  'Food & Beverage',
  'Automotive',
  'Entertainment',
  'Consulting',
  'Manufacturing',
  'Legal',
  'Marketing',
  'Non-profit',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const MODEL_PROVIDER_IDS = ['openai', 'anthropic', 'google', 'mistral', 'groq', 'deepseek', 'azure', 'ollama', 'other'] as const;
export type ModelProviderId = (typeof MODEL_PROVIDER_IDS)[number];

/** The catalogue's provider (an agent's modelProvider) that a project key serves: custom endpoints are 'other'. */
export function catalogueProviderOf<T extends string>(provider: T): Exclude<T, 'openai_compatible'> | 'other' {
  return provider === 'openai_compatible' ? 'other' : (provider as Exclude<T, 'openai_compatible'>);
}

export interface ModelOption {
  id: string;
  name: string;
  /** i18n key under agents:models.* */
  descriptionKey?: string;
}

/**
 * The models offered before the provider's own list is fetched, and when it cannot be: the
 * wizard's combobox also takes any typed name (Azure deployments, Ollama tags, custom endpoints).
 */
export const MODEL_PROVIDERS: { id: ModelProviderId; name: string; models: ModelOption[] }[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    models: [
      { id: 'gpt-5', name: 'GPT-5', descriptionKey: 'gpt5' },
      { id: 'gpt-4o', name: 'GPT-4o', descriptionKey: 'gpt4o' },
      { id: 'gpt-4', name: 'GPT-4', descriptionKey: 'gpt4' },
    ],
  },
  {
    id: 'anthropic',
    name: 'Anthropic Claude',
    models: [
      { id: 'claude-sonnet-4-20250514', name: 'Claude Sonnet 4', descriptionKey: 'claudeSonnet4' },
      { id: 'claude-3-5-sonnet-20241022', name: 'Claude 3.5 Sonnet', descriptionKey: 'claude35Sonnet' },
    ],
  },
  {
    id: 'google',
    name: 'Google Gemini',
    models: [
      { id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash' },
      { id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro' },
      { id: 'gemini-2.0-flash', name: 'Gemini 2.0 Flash' },
    ],
  },
  {
    id: 'mistral',
    name: 'Mistral',
    models: [
      { id: 'mistral-large-latest', name: 'Mistral Large' },
      { id: 'mistral-medium-latest', name: 'Mistral Medium' },
      { id: 'mistral-small-latest', name: 'Mistral Small' },
    ],
  },
  {
    id: 'groq',
    name: 'Groq',
    models: [
      { id: 'llama-3.3-70b-versatile', name: 'Llama 3.3 70B' },
      { id: 'llama-3.1-8b-instant', name: 'Llama 3.1 8B Instant' },
    ],
  },
  {
    id: 'deepseek',
    name: 'DeepSeek',
    models: [
      { id: 'deepseek-chat', name: 'DeepSeek Chat' },
      { id: 'deepseek-reasoner', name: 'DeepSeek Reasoner' },
    ],
  },
  // Azure answers with deployments the owner names: the model name is typed
  { id: 'azure', name: 'Azure OpenAI', models: [] },
  {
    id: 'ollama',
    name: 'Ollama',
    models: [
      { id: 'llama3.2', name: 'Llama 3.2' },
      { id: 'qwen2.5', name: 'Qwen 2.5' },
    ],
  },
  // Any OpenAI-compatible endpoint (vLLM, LM Studio, OpenRouter...): the model name is free text.
  { id: 'other', name: 'OpenAI-compatible', models: [] },
];

/** Model choices offered by the Testing Console's test form. */
export const TEST_CONSOLE_MODELS = ['gpt-5', 'gpt-4', 'gpt-3.5-turbo', 'claude-3-opus'] as const;

/** The built-in provider that needs no key and answers from the knowledge base. */
export const OFFLINE_MODEL = { provider: 'offline', model: 'offline-kb' } as const;

export const CHANNEL_IDS = ['webWidget', 'api', 'sms', 'whatsapp'] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

/** The built-in tools, lead capture and the handoff to a person; `enabledKey` is the agent's enabledTools switch. */
export const BUILT_IN_TOOLS = [
  { id: 'web_search', enabledKey: 'webSearch', icon: 'Search', category: 'Information' },
  { id: 'send_email', enabledKey: 'sendEmail', icon: 'Mail', category: 'Communication' },
  { id: 'calendar', enabledKey: 'calendar', icon: 'Calendar', category: 'Productivity' },
  { id: 'api_call', enabledKey: 'apiCall', icon: 'Plug', category: 'Integration' },
  { id: 'webhook', enabledKey: 'webhook', icon: 'Webhook', category: 'Integration' },
  { id: 'post_conversation_hook', enabledKey: 'postConversationHook', icon: 'Send', category: 'Automation' },
  { id: 'capture_lead', enabledKey: 'captureLead', icon: 'UserPlus', category: 'Sales' },
  { id: 'request_human', enabledKey: 'requestHuman', icon: 'Headset', category: 'Support' },
] as const;
export type BuiltInToolId = (typeof BUILT_IN_TOOLS)[number]['id'];

export const TOOL_TYPES = ['function', 'api', 'webhook', 'database'] as const;
export type ToolType = (typeof TOOL_TYPES)[number];
/** Custom tool types an agent can call: TOOL_TYPES and the tools of MCP servers (a stored type outside this list is skipped). */
export const EXECUTABLE_TOOL_TYPES = [...TOOL_TYPES, 'mcp'] as const;
