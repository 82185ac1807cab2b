import { CHAT_ERROR_CODES, type PlatformKey, type RunReply } from '../../../common/chat';
import type { VisitorIdentity } from '../../../common/identity';
import { AppError, conflict, notFound } from '../../platform/errors';
import { randomToken, sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { chatWithActiveVersion, ratableRunId } from '../chat/index';
import { requireProject } from '../../accounts/projects/index';
import {
  findEmbeddableVersion,
  insertPlatformKey,
  listPlatformKeys,
  revokePlatformKey,
  findKeyByHashMarkingUse,
  versionBelongsToAgent,
  widgetBelongsToAgent,
  type PlatformKeyRow,
} from './queries';
import { assertKeyGuessingAllowed, keyFailureCounter, recordWrongKey } from './key-failure-limit';
import { apiSnippets, webhookSnippets, widgetSnippet } from './snippets';
import { isUuid } from '../../platform/ids';

const KEY_PREFIX = 'af_';

function toPlatformKey(row: PlatformKeyRow): PlatformKey {
  return { id: row.id, name: row.name, hint: row.keyHint ?? `${KEY_PREFIX}…`, createdAt: row.createdAt.toISOString(), lastUsed: row.lastUsed?.toISOString() ?? null };
}

export async function getPlatformKeys(deps: AppDeps, user: SessionUser, projectId: string): Promise<PlatformKey[]> {
  const project = await requireProject(deps, user, projectId, 'view');
  return (await listPlatformKeys(deps.db, project.id)).map(toPlatformKey);
}

/** A new random key: the only time it is ever shown; only its hash is stored. */
export async function createPlatformKey(deps: AppDeps, user: SessionUser, projectId: string, name: string): Promise<PlatformKey & { key: string }> {
  const project = await requireProject(deps, user, projectId, 'build');
  const key = `${KEY_PREFIX}${randomToken(24)}`;
  const row = await insertPlatformKey(deps.db, { projectId: project.id, name, keyHash: sha256(key), keyHint: `${KEY_PREFIX}…${key.slice(-4)}` });
  return { ...toPlatformKey(row), key };
}

export async function deletePlatformKey(deps: AppDeps, user: SessionUser, projectId: string, keyId: string): Promise<void> {
  const project = await requireProject(deps, user, projectId, 'build');
  if (!(await revokePlatformKey(deps.db, project.id, keyId, deps.clock()))) throw notFound('API key');
}

const invalidKey = () =>
  new AppError(401, CHAT_ERROR_CODES.invalidApiKey, 'Missing, unknown or revoked API key. Send `Authorization: Bearer <key>` with a key created in Deployments > API Access.');

/** How an outside caller presents a platform key, and from which address (wrong keys are counted per address). */
export interface KeyCredentials {
  authorization: string | undefined;
  ip: string;
}

/** The project of the platform key in an `Authorization: Bearer` header; 401 otherwise, 429 after too many wrong keys. */
export async function authenticateKey(deps: AppDeps, { authorization, ip }: KeyCredentials): Promise<{ keyId: string; projectId: string }> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  const now = deps.clock();
  const { key, failures } = await findKeyByHashMarkingUse(deps.db, token?.startsWith(KEY_PREFIX) ? sha256(token) : null, keyFailureCounter(ip), now);
  assertKeyGuessingAllowed(failures, now);
  if (key) return { keyId: key.id, projectId: key.projectId };
  // a call without any key is a misconfigured client, not a guess
  if (authorization) await recordWrongKey(deps, ip);
  throw invalidKey();
}

export interface RunInput {
  message: string;
  sessionId?: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  userData?: Record<string, unknown>;
  identity?: VisitorIdentity;
}

/** POST /api/agents/{id}/run: the agent's active version answers; a provider failure is told to the key holder. */
export async function runAgentByKey(deps: AppDeps, credentials: KeyCredentials, agentId: string, body: RunInput): Promise<RunReply> {
  const key = await authenticateKey(deps, credentials);
  const turn = await chatWithActiveVersion(deps, {
    keyId: key.keyId,
    projectId: key.projectId,
    agentId,
    message: body.message,
    sessionId: body.sessionId ?? `api-${randomToken(12)}`,
    messages: body.messages,
    userData: body.userData,
    identity: body.identity,
  });
  if (turn.status === 'error') throw new AppError(502, turn.errorCode ?? CHAT_ERROR_CODES.modelUnavailable, turn.error ?? 'The model failed.');
  return { message: turn.message, isConversationFinished: turn.isConversationFinished, sessionId: turn.sessionId, usage: turn.usage, sources: turn.sources, runId: ratableRunId(turn), identity: turn.identity };
}

export interface GenerateCodeInput {
  deploymentType: 'widget' | 'api' | 'webhook';
  versionId?: string;
  widgetId?: string;
}

export async function generateCode(deps: AppDeps, user: SessionUser, agentId: string, body: GenerateCodeInput, origin: string) {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  if (body.deploymentType === 'api') return { deploymentType: body.deploymentType, ...apiSnippets(origin, row.id) };
  if (body.deploymentType === 'webhook') return { deploymentType: body.deploymentType, ...webhookSnippets(origin) };

  if (body.widgetId && !(isUuid(body.widgetId) && (await widgetBelongsToAgent(deps.db, body.widgetId, row.id)))) throw notFound('Widget');
  let versionId = body.versionId ?? null;
  if (versionId && !(isUuid(versionId) && (await versionBelongsToAgent(deps.db, versionId, row.id)))) throw notFound('Version');
  versionId ??= await findEmbeddableVersion(deps.db, row.id);
  if (!versionId) throw conflict('Publish a version of this agent and make it public first: the widget serves a public published version.', CHAT_ERROR_CODES.noActiveVersion);
  return { deploymentType: body.deploymentType, ...widgetSnippet(origin, versionId, body.widgetId) };
}
