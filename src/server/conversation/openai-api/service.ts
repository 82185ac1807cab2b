import type { DeltaSink } from '../../runtime/index';
import type { ChatCompletion, ChatCompletionsBody, OpenaiEndpoint, OpenaiMessage, OpenaiModelList } from '../../../common/openai-api';
import { OPENAI_CONTENT_MAX } from '../../../common/openai-api';
import type { ChatMessage } from '../../models/model-calls/index';
import { sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { AppError, badRequest } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { chatWithActiveVersion, type ServedTurn } from '../chat/index';
import { authenticateKey, type KeyCredentials } from '../public-api/index';
import { projectModelNames } from './model-name-cache';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** GET /v1/models: the key's project's agents that have an active version, by model name. */
export async function listModels(deps: AppDeps, credentials: KeyCredentials): Promise<OpenaiModelList> {
  const key = await authenticateKey(deps, credentials);
  const named = await projectModelNames(deps, key.projectId);
  return { object: 'list', data: named.map((a) => ({ id: a.model, object: 'model', created: epochSeconds(a.createdAt), owned_by: 'agentforge' })) };
}

/** Deployments > API Access: the base URL and this agent's model name for OpenAI clients. */
export async function getOpenaiEndpoint(deps: AppDeps, user: SessionUser, agentId: string, origin: string): Promise<OpenaiEndpoint> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const named = await projectModelNames(deps, row.projectId);
  return { baseUrl: `${origin}/v1`, model: named.find((a) => a.id === row.id)?.model ?? null };
}

const modelNotFound = (model: string) => new AppError(404, 'model_not_found', `The model '${model}' does not exist or has no active version in this project.`);

/** The agent a model name (or id) names in the key's project; another project's agent is as unknown as a made-up name. */
async function resolveAgent(deps: AppDeps, projectId: string, model: string): Promise<{ id: string; model: string }> {
  const named = await projectModelNames(deps, projectId);
  const found = named.find((a) => a.model === model) ?? (isUuid(model) ? named.find((a) => a.id === model) : undefined);
  if (!found) throw modelNotFound(model);
  return found;
}

function textOf(message: OpenaiMessage): string {
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
}

/**
 * The conversation as the agent reads it. The last message must be the user's. The agent's own
 * prompt always applies: a system or developer message is passed on as the user's words, never as
 * instructions, and tool messages are left out (the agent runs its own tools).
 */
export function conversationOf(messages: OpenaiMessage[]): { input: string; history: ChatMessage[] } {
  const lastIndex = messages.length - 1;
  const last = messages[lastIndex];
  if (last.role !== 'user') throw badRequest(`messages.${lastIndex}.role: the last message must be the user's`);
  const input = textOf(last).trim();
  if (!input) throw badRequest(`messages.${lastIndex}.content: required (text)`);
  if (input.length > OPENAI_CONTENT_MAX) throw badRequest(`messages.${lastIndex}.content: at most ${OPENAI_CONTENT_MAX} characters`);
  const history: ChatMessage[] = [];
  for (const message of messages.slice(0, lastIndex)) {
    if (message.role === 'tool') continue;
    const content = textOf(message);
    if (content.trim()) history.push({ role: message.role === 'assistant' ? 'assistant' : 'user', content });
  }
  return { input, history };
}

export interface CompletionRequest {
  credentials: KeyCredentials;
  body: ChatCompletionsBody;
  /** X-User-Id, when the body has no `user` */
  userHeader: string | undefined;
  /** X-Session-Id: continues a stored conversation explicitly */
  sessionHeader: string | undefined;
}

export interface CompletionRun {
  id: string;
  created: number;
  model: string;
  turn: ServedTurn;
}

/**
 * One turn of the agent a model names. OpenAI's API is stateless, so the conversation is the
 * request's messages; it is stored under a session derived from the key, the user and the first
 * user message, so that the turns of one chat land in one conversation.
 */
export async function runCompletion(deps: AppDeps, request: CompletionRequest, onDelta?: DeltaSink): Promise<CompletionRun> {
  const key = await authenticateKey(deps, request.credentials);
  const agent = await resolveAgent(deps, key.projectId, request.body.model);
  const { input, history } = conversationOf(request.body.messages);
  const user = (request.body.user || request.userHeader || '').trim().slice(0, 200) || null;
  const firstUser = request.body.messages.find((m) => m.role === 'user');
  const sessionId = request.sessionHeader?.trim().slice(0, 100) || `v1-${sha256(`${key.keyId}\n${user ?? ''}\n${firstUser ? textOf(firstUser) : ''}`).slice(0, 32)}`;
  const turn = await chatWithActiveVersion(deps, {
    keyId: key.keyId,
    projectId: key.projectId,
    agentId: agent.id,
    message: input,
    sessionId,
    messages: history,
    useStoredHistory: false,
    visitor: user ? `api:user:${sha256(`${key.projectId}\n${user}`).slice(0, 32)}` : undefined,
    userData: user ? { user } : undefined,
    onDelta,
  });
  if (turn.status === 'error') throw new AppError(502, turn.errorCode ?? 'model_failed', turn.error ?? 'The model failed.');
  return { id: `chatcmpl-${turn.runId ?? sha256(sessionId).slice(0, 24)}`, created: epochSeconds(deps.clock()), model: agent.model, turn };
}

export function usageOf(turn: ServedTurn) {
  return { prompt_tokens: turn.usage.inputTokens, completion_tokens: turn.usage.outputTokens, total_tokens: turn.usage.totalTokens };
}

export function toCompletion(run: CompletionRun): ChatCompletion {
  return {
    id: run.id,
    object: 'chat.completion',
    created: run.created,
    model: run.model,
    choices: [{ index: 0, message: { role: 'assistant', content: run.turn.message, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: usageOf(run.turn),
  };
}

