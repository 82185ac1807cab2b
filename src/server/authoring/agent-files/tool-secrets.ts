import type { FileToolConfigs, SecretPlaceholder } from '../../../common/agent-file';
import { SECRET_MASK, type EndpointConfig, type ToolConfigs } from '../../../common/tool-configs';

type ToolName = keyof ToolConfigs;
const at = (path: string): SecretPlaceholder => ({ $secret: path });
const base = (tool: ToolName) => `agent.toolConfigs.${tool}`;

/** A stored secret (shown masked) becomes a placeholder named by its path in the file; an unset one is left out. */
function placeholder(masked: string | undefined, path: string): SecretPlaceholder | undefined {
  return masked === SECRET_MASK ? at(path) : undefined;
}

function headerPlaceholders(headers: Record<string, string>, path: string): Record<string, SecretPlaceholder> {
  return Object.fromEntries(Object.keys(headers).map((name) => [name, at(`${path}.headers.${name}`)]));
}

function endpointToFile(c: EndpointConfig, tool: ToolName) {
  const { signingSecret, signingSecretSet: _set, ...rest } = c;
  const secret = placeholder(signingSecret, `${base(tool)}.signingSecret`);
  return { ...rest, headers: headerPlaceholders(c.headers, base(tool)), ...(secret ? { signingSecret: secret } : {}) };
}

/** The agent's tool settings as the API shows them (secrets masked), with every secret a placeholder. */
export function toFileToolConfigs(c: ToolConfigs): FileToolConfigs {
  const out: FileToolConfigs = {};
  if (c.sendEmail) {
    const { smtpPassword, smtpPasswordSet: _set, ...rest } = c.sendEmail;
    const secret = placeholder(smtpPassword, `${base('sendEmail')}.smtpPassword`);
    out.sendEmail = { ...rest, ...(secret ? { smtpPassword: secret } : {}) };
  }
  if (c.webhook) out.webhook = endpointToFile(c.webhook, 'webhook');
  if (c.postConversationHook) out.postConversationHook = endpointToFile(c.postConversationHook, 'postConversationHook');
  if (c.apiCall) out.apiCall = { ...c.apiCall, headers: headerPlaceholders(c.apiCall.headers, base('apiCall')) };
  if (c.webSearch) {
    const { apiKey, apiKeySet: _set, ...rest } = c.webSearch;
    const secret = placeholder(apiKey, `${base('webSearch')}.apiKey`);
    out.webSearch = { ...rest, ...(secret ? { apiKey: secret } : {}) };
  }
  if (c.calendar) {
    const { password, passwordSet: _set, ...rest } = c.calendar;
    const secret = placeholder(password, `${base('calendar')}.password`);
    out.calendar = { ...rest, ...(secret ? { password: secret } : {}) };
  }
  if (c.captureLead) out.captureLead = c.captureLead;
  return out;
}

export interface MissingSecret {
  tool: ToolName;
  path: string;
  name: string;
}

/**
 * The file's tool settings with each placeholder replaced by the value given for it. A
 * placeholder with no value leaves its secret unset (a header is left out) and is listed.
 */
export function fillToolSecrets(c: FileToolConfigs, secrets: Record<string, string>): { configs: ToolConfigs; missing: MissingSecret[] } {
  const missing: MissingSecret[] = [];
  const value = (tool: ToolName, path: string, ph: SecretPlaceholder | undefined): string | undefined => {
    if (!ph) return undefined;
    const given = secrets[ph.$secret];
    if (given) return given;
    missing.push({ tool, path, name: ph.$secret });
    return undefined;
  };
  const headers = (tool: ToolName, map: Record<string, SecretPlaceholder>): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [name, ph] of Object.entries(map)) {
      const v = value(tool, `${base(tool)}.headers.${name}`, ph);
      if (v !== undefined) out[name] = v;
    }
    return out;
  };
  const endpoint = (tool: 'webhook' | 'postConversationHook') => {
    const e = c[tool];
    if (!e) return undefined;
    const { signingSecret, ...rest } = e;
    return { ...rest, headers: headers(tool, e.headers), signingSecret: value(tool, `${base(tool)}.signingSecret`, signingSecret) };
  };
  const configs: ToolConfigs = {};
  if (c.sendEmail) configs.sendEmail = { ...c.sendEmail, smtpPassword: value('sendEmail', `${base('sendEmail')}.smtpPassword`, c.sendEmail.smtpPassword) };
  const webhook = endpoint('webhook');
  if (webhook) configs.webhook = webhook;
  const hook = endpoint('postConversationHook');
  if (hook) configs.postConversationHook = hook;
  if (c.apiCall) configs.apiCall = { ...c.apiCall, headers: headers('apiCall', c.apiCall.headers) };
  if (c.webSearch) configs.webSearch = { ...c.webSearch, apiKey: value('webSearch', `${base('webSearch')}.apiKey`, c.webSearch.apiKey) };
  if (c.calendar) configs.calendar = { ...c.calendar, password: value('calendar', `${base('calendar')}.password`, c.calendar.password) };
  if (c.captureLead) configs.captureLead = c.captureLead;
  return { configs, missing };
}
