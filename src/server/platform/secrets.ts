import { SECRET_MASK } from '../../common/tool-configs';
import { decrypt, deriveKey, encrypt } from './crypto';

/** Key purpose of every credential a tool or channel stores (SMTP, headers, search keys, CalDAV). */
export const TOOL_SECRET_PURPOSE = 'tool-secrets';

export interface SecretBox {
  seal: (plaintext: string) => string;
  open: (sealed: string) => string;
}

/** AES-256-GCM under a key derived from the instance secret for one purpose. */
export function secretBox(instanceSecret: string, purpose = TOOL_SECRET_PURPOSE): SecretBox {
  const key = deriveKey(instanceSecret, purpose);
  return { seal: (plaintext) => encrypt(key, plaintext), open: (sealed) => decrypt(key, sealed) };
}

/** True when a form sent nothing new: an empty value or the mask it was given. */
export function keepsStored(value: string | undefined | null): boolean {
  return value === undefined || value === null || value === '' || value === SECRET_MASK;
}

/** The sealed value to store: the previous one when the form kept it, else the new value sealed. */
export function sealOrKeep(box: SecretBox, incoming: string | undefined | null, previousSealed: string | undefined): string | undefined {
  if (keepsStored(incoming)) return previousSealed;
  return box.seal(incoming as string);
}

/** What an answer shows in place of a secret: the mask when one is stored, '' otherwise. */
export function maskSecret(sealed: string | undefined | null): string {
  return sealed ? SECRET_MASK : '';
}

/**
 * Header maps: every value sealed. A header sent back with the mask (or empty) keeps its stored
 * value; a header left out is removed.
 */
export function sealHeaders(box: SecretBox, incoming: Record<string, string>, previousSealed: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    const sealed = sealOrKeep(box, value, previousSealed?.[name]);
    if (sealed) out[name] = sealed;
  }
  return out;
}

export function maskHeaders(sealed: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.keys(sealed ?? {}).map((name) => [name, SECRET_MASK]));
}

export function openHeaders(box: SecretBox, sealed: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(sealed ?? {}).map(([name, value]) => [name, box.open(value)]));
}
