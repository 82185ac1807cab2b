import type { ConversationChannel } from '../../common/conversations';
import { costOf } from '../../common/pricing';
import { priceTable } from '../models/pricing/index';
import type { AppDeps } from '../platform/deps';
import { resolveCredentials, urlAccessFor } from '../models/provider-keys/index';
import { keyProviderFor } from '../../common/provider-keys';
import { createModel, forVisitors, type ResolvedModel } from './model-factory';
import { storeRun } from './run-store';
import { traceTurn } from './turn-trace';
import { runAgent } from './run-agent';
import { buildAgentToolSet, buildMemoryTools, END_CONVERSATION_TOOL, endConversationTool, type ToolSet, type TurnActions, type VisitorMemoryAccess } from '../tools/index';
import { countCuratedUse, createRetriever, type Retrieve } from '../knowledge/index';
import type { ChatMessage } from '../models/model-calls/index';
import type { AgentSnapshot, DeltaSink, RunOutcome, VisitorRecall } from './types';
import { recallStep } from './visitor-recall';
import { anyGuardrailOn, modelJudgesVisitor } from '../../common/guardrails';
import { TurnGuard } from './guardrails/turn-guard';
import { judgeWithModel } from './guardrails/judge-call';
import { CURATED_MODEL, CURATED_PROVIDER, curatedReply, guidedRetrieve, matchCurated } from './curated-turn';

export interface TurnRequest {
  agentId: string;
  projectId: string;
  agentVersionId?: string | null;
  conversationId?: string | null;
  sessionId?: string | null;
  channel: ConversationChannel;
  isTest: boolean;
  agent: AgentSnapshot;
  history: ChatMessage[];
  input: string;
  /** what the page or API caller said about the visitor; tools pass it on */
  userData?: Record<string, unknown> | null;
  /** what the built-in tools may do beyond their own calls (store a lead, ask for a person) */
  actions: TurnActions;
  /** a known visitor's memory when the agent has it on (docs/decisions/0051); never for tests or anonymous visitors */
  memory?: VisitorMemoryAccess | null;
  /** Testing Console overrides */
  modelOverride?: string;
  temperature?: number;
  enableRag?: boolean;
  enableTools?: boolean;
  /** replaces the agent's dataset search (tests) */
  retrieve?: Retrieve;
  onDelta?: DeltaSink;
  /** a returning known visitor's last conversation, summed up (docs/decisions/0052) */
  recall?: VisitorRecall | null;
}

export interface TurnResult extends RunOutcome {
  runId: string;
  /** dollars; null when the model has no known price */
  cost: number | null;
  model: string;
  provider: string;
  offline: boolean;
}

/** The model that answers for an agent: the project's key, else the instance's, else the offline model. */
export async function resolveAgentModel(deps: AppDeps, projectId: string, agent: Pick<AgentSnapshot, 'modelProvider' | 'modelName'>, modelOverride?: string): Promise<ResolvedModel> {
  const modelName = modelOverride ?? agent.modelName;
  const keyProvider = keyProviderFor(agent.modelProvider, modelName);
  const creds = await resolveCredentials(deps, projectId, keyProvider);
  return createModel(keyProvider, modelName, creds, creds ? urlAccessFor(deps, creds) : deps.config.privateUrlAccess);
}

function datasetRetriever(deps: AppDeps, req: TurnRequest, resolved: ResolvedModel): Retrieve | undefined {
  if (!req.agent.datasetId) return undefined;
  return createRetriever(deps, { projectId: req.projectId, datasetId: req.agent.datasetId, model: resolved.offline ? null : resolved.model });
}

/** Where the turn happens: the agent, its version, conversation and session, the channel. */
function turnOrigin(req: TurnRequest) {
  return {
    agentId: req.agentId,
    agentVersionId: req.agentVersionId ?? null,
    conversationId: req.conversationId ?? null,
    sessionId: req.sessionId ?? null,
    channel: req.channel,
    isTest: req.isTest,
  };
}

/** The turn's guardrails, when the agent turned any on; the turn's own model judges the visitor's message unless it is the offline model. */
function turnGuard(deps: AppDeps, agent: AgentSnapshot, resolved: ResolvedModel): TurnGuard | undefined {
  const settings = agent.guardrails;
  if (!settings || !anyGuardrailOn(settings)) return undefined;
  const instructions = [agent.systemPrompt ?? '', agent.rules ?? ''].filter((t) => t.trim() !== '');
  const judge = !resolved.offline && modelJudgesVisitor(settings) ? { call: judgeWithModel(resolved.model), timeoutMs: deps.config.GUARDRAIL_JUDGE_TIMEOUT_MS } : undefined;
  return new TurnGuard({ settings, language: agent.defaultLanguage, instructions, now: Date.now, judge });
}

/** A guardrail's handoff: a person is asked to take the conversation over (visitors' conversations only). */
async function handOffByGuardrail(deps: AppDeps, req: TurnRequest, outcome: RunOutcome): Promise<void> {
  const stop = outcome.guardStop;
  if (stop?.action !== 'handoff' || !req.conversationId || req.isTest || !req.actions.requestPerson) return;
  await req.actions.requestPerson(deps, req.conversationId, stop.reason);
}

/** The turn's tools: the agent's own (none for the offline model, which calls no tools) and the end-conversation tool. */
async function turnTools(deps: AppDeps, req: TurnRequest, resolved: ResolvedModel): Promise<ToolSet> {
  if (req.enableTools === false) return {};
  const ctx = {
    deps,
    projectId: req.projectId,
    ...turnOrigin(req),
    userData: req.userData ?? null,
    visitorMessages: [...req.history.filter((m) => m.role === 'user').map((m) => m.content), req.input],
    actions: req.actions,
  };
  const set = resolved.offline ? {} : await buildAgentToolSet(req.agent, ctx);
  // the offline model calls no tools, so it never remembers; a project tool of the same name keeps it
  if (req.memory && !resolved.offline) {
    for (const [name, tool] of Object.entries(buildMemoryTools(req.memory, ctx.visitorMessages.length - 1))) set[name] ??= tool;
  }
  const hold = req.actions.holdForApproval;
  if (hold) {
    const origin = { projectId: req.projectId, ...turnOrigin(req) };
    for (const [name, tool] of Object.entries(set)) {
      set[name] = {
        ...tool,
        execute: async (args, options) =>
          (await hold(deps, { origin, toolName: name, arguments: args, agent: req.agent, language: req.agent.defaultLanguage, visitorInput: req.input, userData: req.userData ?? null })) ??
          tool.execute(args, options),
      };
    }
  }
  set[END_CONVERSATION_TOOL] = endConversationTool;
  return set;
}

/** This process's counters: the turn, its tokens and cost by provider and channel, its tool calls by tool type. */
function recordTurnMetrics(deps: AppDeps, req: TurnRequest, provider: string, outcome: RunOutcome, cost: number | null, tools: ToolSet): void {
  deps.metrics.recordTurn({ provider, channel: req.channel, status: outcome.status, tokensIn: outcome.tokensIn, tokensOut: outcome.tokensOut, costUsd: cost });
  for (const step of outcome.steps) {
    if (step.type === 'tool') deps.metrics.recordToolCall(tools[step.name]?.kind ?? 'unknown', step.status ?? 'success');
  }
}

/** The agent_runs row of a turn. */
function runRow(req: TurnRequest, outcome: RunOutcome, cost: number | null, modelId: string) {
  return {
    ...turnOrigin(req),
    userInput: req.input,
    agentOutput: outcome.output,
    steps: outcome.steps,
    tokens: outcome.tokensIn + outcome.tokensOut,
    tokensIn: outcome.tokensIn,
    tokensOut: outcome.tokensOut,
    cost: cost === null ? null : cost.toFixed(6),
    latency: outcome.latency,
    status: outcome.status,
    error: outcome.error,
    ragSources: outcome.ragSources,
    model: modelId.slice(0, 100),
  };
}

async function storeTurn(deps: AppDeps, req: TurnRequest, outcome: RunOutcome, cost: number | null, modelId: string): Promise<string> {
  const earlierVisitorTexts = req.history.filter((m) => m.role === 'user').map((m) => m.content);
  return storeRun(deps, req.projectId, runRow(req, outcome, cost, modelId), earlierVisitorTexts);
}

/**
 * Runs one turn and records it as an agent_runs row before returning (nothing is lost; personal
 * data masked when the owner asks). A curated answer that matches replies without the model, or
 * guides it as its top source, by the agent's live settings (published versions included).
 */
export async function executeTurn(deps: AppDeps, req: TurnRequest): Promise<TurnResult> {
  const startedAt = Date.now();
  const curated = await matchCurated(deps, req.agentId, req.input);
  // counted beside the turn (it never throws), finished before the turn returns
  const counting = curated.match ? countCuratedUse(deps, curated.match.pairId) : null;
  if (curated.match?.mode === 'reply' && curated.step) {
    const outcome = curatedReply(curated.match, curated.step, req.onDelta);
    const runId = await storeTurn(deps, req, outcome, 0, CURATED_MODEL);
    await counting;
    recordTurnMetrics(deps, req, CURATED_PROVIDER, outcome, 0, {});
    traceTurn(deps, { ...turnOrigin(req), projectId: req.projectId, agent: req.agent, input: req.input, outcome, runId, provider: CURATED_PROVIDER, modelId: CURATED_MODEL, startedAt });
    return { ...outcome, runId, cost: 0, model: CURATED_MODEL, provider: CURATED_PROVIDER, offline: false };
  }
  const ownModel = await resolveAgentModel(deps, req.projectId, req.agent, req.modelOverride);
  const resolved = req.channel === 'test' ? ownModel : forVisitors(ownModel);
  const tools = await turnTools(deps, req, resolved);
  const retrieve = req.enableRag === false ? undefined : (req.retrieve ?? datasetRetriever(deps, req, resolved));
  const outcome = await runAgent({
    agent: req.agent,
    model: resolved.chat,
    provider: resolved.provider,
    modelId: resolved.modelId,
    history: req.history,
    input: req.input,
    temperature: req.temperature,
    tools,
    retrieve: curated.match ? guidedRetrieve(curated.match, retrieve) : retrieve,
    onDelta: req.onDelta,
    timeoutMs: deps.config.MODEL_TIMEOUT_MS,
    guard: turnGuard(deps, req.agent, resolved),
    memory: req.memory,
    recall: req.recall,
  });
  if (req.recall) outcome.steps.unshift(recallStep(req.recall, startedAt));
  if (curated.step) outcome.steps.unshift(curated.step);
  const cost = costOf((await priceTable(deps))(resolved.modelId), outcome.tokensIn, outcome.tokensOut);
  const runId = await storeTurn(deps, req, outcome, cost, resolved.modelId);
  await handOffByGuardrail(deps, req, outcome);
  await counting;
  recordTurnMetrics(deps, req, resolved.provider, outcome, cost, tools);
  traceTurn(deps, { ...turnOrigin(req), projectId: req.projectId, agent: req.agent, input: req.input, outcome, runId, provider: resolved.provider, modelId: resolved.modelId, startedAt });
  return { ...outcome, runId, cost, model: resolved.modelId, provider: resolved.provider, offline: resolved.offline };
}
