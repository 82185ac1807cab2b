import type { ApiCallConfig, CalendarConfig, CaptureLeadConfig, EndpointConfig, SendEmailConfig, ToolConfigs, WebSearchConfig } from '../../common/tool-configs';
import { maskHeaders, maskSecret, sealHeaders, sealOrKeep, type SecretBox } from '../platform/secrets';
import { asRecord } from '../platform/json-record';

/** Stored form of each built-in's settings: every credential sealed (AES-256-GCM), never plaintext. */
export type StoredSendEmail = Omit<SendEmailConfig, 'smtpPassword' | 'smtpPasswordSet'> & { smtpPasswordEnc?: string };
export type StoredEndpoint = { endpoint?: string; headersEnc?: Record<string, string>; signingSecretEnc?: string };
export type StoredApiCall = Omit<ApiCallConfig, 'headers'> & { headersEnc?: Record<string, string> };
export type StoredWebSearch = Omit<WebSearchConfig, 'apiKey' | 'apiKeySet'> & { apiKeyEnc?: string };
export type StoredCalendar = Omit<CalendarConfig, 'password' | 'passwordSet'> & { passwordEnc?: string };

export interface StoredToolConfigs {
  sendEmail?: StoredSendEmail;
  webhook?: StoredEndpoint;
  postConversationHook?: StoredEndpoint;
  apiCall?: StoredApiCall;
  webSearch?: StoredWebSearch;
  calendar?: StoredCalendar;
  captureLead?: CaptureLeadConfig;
}

/** Stored configs as read from a row or snapshot (written only by {@link storeToolConfigs}). */
export function readStoredToolConfigs(value: unknown): StoredToolConfigs {
  return asRecord(value) as StoredToolConfigs;
}

function storeEndpoint(box: SecretBox, input: EndpointConfig, prev: StoredEndpoint | undefined): StoredEndpoint {
  return {
    endpoint: input.endpoint,
    headersEnc: sealHeaders(box, input.headers, prev?.headersEnc),
    signingSecretEnc: sealOrKeep(box, input.signingSecret, prev?.signingSecretEnc),
  };
}

/**
 * The configs to store from a form: new secrets sealed; a secret sent back masked or empty keeps
 * the stored one.
 */
export function storeToolConfigs(box: SecretBox, input: ToolConfigs, previous: unknown): StoredToolConfigs {
  const prev = readStoredToolConfigs(previous);
  const out: StoredToolConfigs = {};
  if (input.sendEmail) {
    const { smtpPassword, smtpPasswordSet: _set, ...rest } = input.sendEmail;
    out.sendEmail = { ...rest, smtpPasswordEnc: sealOrKeep(box, smtpPassword, prev.sendEmail?.smtpPasswordEnc) };
  }
  if (input.webhook) out.webhook = storeEndpoint(box, input.webhook, prev.webhook);
  if (input.postConversationHook) out.postConversationHook = storeEndpoint(box, input.postConversationHook, prev.postConversationHook);
  if (input.apiCall) {
    const { headers, ...rest } = input.apiCall;
    out.apiCall = { ...rest, headersEnc: sealHeaders(box, headers, prev.apiCall?.headersEnc) };
  }
  if (input.webSearch) {
    const { apiKey, apiKeySet: _set, ...rest } = input.webSearch;
    out.webSearch = { ...rest, apiKeyEnc: sealOrKeep(box, apiKey, prev.webSearch?.apiKeyEnc) };
  }
  if (input.calendar) {
    const { password, passwordSet: _set, ...rest } = input.calendar;
    out.calendar = { ...rest, passwordEnc: sealOrKeep(box, password, prev.calendar?.passwordEnc) };
  }
  if (input.captureLead) out.captureLead = input.captureLead;
  return out;
}

function publicEndpoint(stored: StoredEndpoint): EndpointConfig {
  return {
    endpoint: stored.endpoint,
    headers: maskHeaders(stored.headersEnc),
    signingSecret: maskSecret(stored.signingSecretEnc),
    signingSecretSet: Boolean(stored.signingSecretEnc),
  };
}

/** Configs as they leave the server: every secret replaced by the mask (or '' when none is stored). */
export function publicToolConfigs(stored: unknown): ToolConfigs {
  const s = readStoredToolConfigs(stored);
  const out: ToolConfigs = {};
  if (s.sendEmail) {
    const { smtpPasswordEnc, ...rest } = s.sendEmail;
    out.sendEmail = { ...rest, smtpPassword: maskSecret(smtpPasswordEnc), smtpPasswordSet: Boolean(smtpPasswordEnc) };
  }
  if (s.webhook) out.webhook = publicEndpoint(s.webhook);
  if (s.postConversationHook) out.postConversationHook = publicEndpoint(s.postConversationHook);
  if (s.apiCall) {
    const { headersEnc, ...rest } = s.apiCall;
    out.apiCall = { ...rest, headers: maskHeaders(headersEnc) };
  }
  if (s.webSearch) {
    const { apiKeyEnc, ...rest } = s.webSearch;
    out.webSearch = { ...rest, apiKey: maskSecret(apiKeyEnc), apiKeySet: Boolean(apiKeyEnc) };
  }
  if (s.calendar) {
    const { passwordEnc, ...rest } = s.calendar;
    out.calendar = { ...rest, password: maskSecret(passwordEnc), passwordSet: Boolean(passwordEnc) };
  }
  if (s.captureLead) out.captureLead = s.captureLead;
  return out;
}
