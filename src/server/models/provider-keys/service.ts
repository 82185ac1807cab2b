import { AZURE_RESOURCE_NAME, PROVIDER_KEY_IDS, PROVIDER_KEY_META, type ProviderKeyId, type ProviderKeyStatus } from '../../../common/provider-keys';
import { AppError, badRequest } from '../../platform/errors';
import { allowPrivateUrlsHint, assertFetchableUrl, BlockedUrlError, type PrivateAccess } from '../../platform/ssrf/ssrf-guard';
import { decrypt, deriveKey, encrypt } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { deleteProviderKey, findProviderKey, listProviderKeys, replaceProviderKey, setProviderKeyStatus, type StoredProviderKey } from './queries';

const keyPurpose = 'provider-keys';

export const PROVIDER_KEY_ERROR_CODES = { blockedUrl: 'URL_NOT_ALLOWED' } as const;

/** 'projectId provider' -> the decrypted credentials a turn uses */
const credentialsCache = cachePerApp<ProviderCredentials | null>();

/** 'sk-…a1b2': enough to recognise a key, useless to an attacker. */
export function maskKey(key: string): string | null {
  if (!key) return null;
  const prefix = key.startsWith('sk-ant-') ? 'sk-ant-' : key.startsWith('sk-') ? 'sk-' : '';
  return `${prefix}…${key.slice(-4)}`;
}

export interface ProviderCredentials {
  provider: ProviderKeyId;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  /** Azure only */
  apiVersion?: string;
  source: 'project' | 'instance';
  /** the stored row, so a failed call can mark it invalid */
  keyId?: string;
}

function instanceCredentials(deps: AppDeps, provider: ProviderKeyId): ProviderCredentials | null {
  const c = deps.config;
  if (provider === 'openai' && c.OPENAI_API_KEY) {
    return { provider, apiKey: c.OPENAI_API_KEY, baseUrl: c.OPENAI_BASE_URL, source: 'instance' };
  }
  if (provider === 'anthropic' && c.ANTHROPIC_API_KEY) {
    return { provider, apiKey: c.ANTHROPIC_API_KEY, baseUrl: c.ANTHROPIC_BASE_URL, source: 'instance' };
  }
  if (provider === 'openai_compatible' && c.OPENAI_BASE_URL) {
    return { provider, apiKey: c.OPENAI_API_KEY, baseUrl: c.OPENAI_BASE_URL, source: 'instance' };
  }
  return null;
}

function toStatus(deps: AppDeps, provider: ProviderKeyId, row: StoredProviderKey | undefined): ProviderKeyStatus {
  if (row) {
    return {
      provider,
      status: row.status === 'invalid' ? 'invalid' : 'set',
      hint: row.keyHint,
      baseUrl: row.baseUrl,
      apiVersion: row.apiVersion,
      fromInstance: false,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      lastError: row.lastError,
    };
  }
  const instance = instanceCredentials(deps, provider);
  return {
    provider,
    status: instance ? 'set' : 'not_set',
    hint: instance?.apiKey ? maskKey(instance.apiKey) : null,
    baseUrl: instance?.baseUrl ?? null,
    apiVersion: null,
    fromInstance: Boolean(instance),
    lastCheckedAt: null,
    lastError: null,
  };
}

export async function listKeyStatuses(deps: AppDeps, projectId: string): Promise<ProviderKeyStatus[]> {
  const rows = await listProviderKeys(deps.db, projectId);
  return PROVIDER_KEY_IDS.map((p) => toStatus(deps, p, rows.find((r) => r.provider === p)));
}

/** The providers with a key a turn would use: the same rule as resolveCredentials, without decrypting anything. */
export async function listUsableProviders(deps: AppDeps, projectId: string): Promise<ProviderKeyId[]> {
  return (await listKeyStatuses(deps, projectId)).filter((s) => s.status !== 'not_set').map((s) => s.provider);
}

/**
 * Refuses, with a 400 naming baseUrl, an endpoint no model call could reach: another scheme than
 * http(s), a cloud metadata address, or a private one unless ALLOW_PRIVATE_URLS allows it. Names
 * are checked again, by the addresses they resolve to, on every call.
 */
function assertAllowedBaseUrl(deps: AppDeps, baseUrl: string): void {
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (!url) throw badRequest('baseUrl: Invalid URL');
  try {
    assertFetchableUrl(url, deps.config.privateUrlAccess);
  } catch (err) {
    if (!(err instanceof BlockedUrlError)) throw err;
    throw new AppError(400, PROVIDER_KEY_ERROR_CODES.blockedUrl, `baseUrl: ${err.message}.${allowPrivateUrlsHint(err, url)}`);
  }
}

/** Without its trailing slash; an Azure resource name becomes its endpoint. */
function normalizeBaseUrl(provider: ProviderKeyId, baseUrl: string): string {
  if (PROVIDER_KEY_META[provider].azure && AZURE_RESOURCE_NAME.test(baseUrl)) return `https://${baseUrl.toLowerCase()}.openai.azure.com/openai`;
  return baseUrl.replace(/\/+$/, '');
}

export async function saveProviderKey(
  deps: AppDeps,
  projectId: string,
  body: { provider: ProviderKeyId; name: string; keyHash: string; baseUrl?: string; apiVersion?: string },
): Promise<ProviderKeyStatus> {
  const key = body.keyHash.trim();
  if (/\s/.test(key)) throw badRequest('keyHash: An API key cannot contain spaces');
  const baseUrl = body.baseUrl ? normalizeBaseUrl(body.provider, body.baseUrl) : null;
  if (baseUrl) assertAllowedBaseUrl(deps, baseUrl);
  // an empty key keeps the stored one (e.g. only the base URL of an endpoint changes)
  const previous = key ? null : await findProviderKey(deps.db, projectId, body.provider);
  const row = await replaceProviderKey(deps.db, {
    projectId,
    provider: body.provider,
    name: body.name,
    keyHash: previous?.keyHash ?? encrypt(deriveKey(deps.secret, keyPurpose), key),
    keyHint: previous ? previous.keyHint : maskKey(key),
    baseUrl,
    apiVersion: PROVIDER_KEY_META[body.provider].azure ? body.apiVersion || null : null,
  });
  credentialsCache(deps).forget(`${projectId} ${body.provider}`);
  return toStatus(deps, body.provider, row);
}

export async function removeProviderKey(deps: AppDeps, projectId: string, provider: ProviderKeyId): Promise<ProviderKeyStatus> {
  await deleteProviderKey(deps.db, projectId, provider);
  credentialsCache(deps).forget(`${projectId} ${provider}`);
  return toStatus(deps, provider, undefined);
}

/**
 * Which private addresses calls made with these credentials may reach: the operator's endpoints
 * (from the environment) are trusted; a base URL a project member typed stays under ALLOW_PRIVATE_URLS.
 */
export function urlAccessFor(deps: AppDeps, creds: Pick<ProviderCredentials, 'source'>): PrivateAccess {
  return creds.source === 'instance' ? deps.config.operatorUrlAccess : deps.config.privateUrlAccess;
}

/** The project's key for a provider, else the instance default, else null (the offline model answers). */
export function resolveCredentials(deps: AppDeps, projectId: string, provider: ProviderKeyId): Promise<ProviderCredentials | null> {
  return credentialsCache(deps).get(`${projectId} ${provider}`, () => loadCredentials(deps, projectId, provider));
}

async function loadCredentials(deps: AppDeps, projectId: string, provider: ProviderKeyId): Promise<ProviderCredentials | null> {
  const row = await findProviderKey(deps.db, projectId, provider);
  if (row) {
    const apiKey = decrypt(deriveKey(deps.secret, keyPurpose), row.keyHash) || undefined;
    return { provider, apiKey, baseUrl: row.baseUrl ?? undefined, apiVersion: row.apiVersion ?? undefined, source: 'project', keyId: row.id };
  }
  return instanceCredentials(deps, provider);
}

export async function markKeyChecked(deps: AppDeps, keyId: string | undefined, ok: boolean, error: string | null): Promise<void> {
  if (keyId) await setProviderKeyStatus(deps.db, keyId, ok ? 'set' : 'invalid', error);
}

export async function currentKeyStatus(deps: AppDeps, projectId: string, provider: ProviderKeyId): Promise<ProviderKeyStatus> {
  const row = await findProviderKey(deps.db, projectId, provider);
  return toStatus(deps, provider, row ?? undefined);
}
