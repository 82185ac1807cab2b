import { PERSONALITY_CHARS, type AgentVersion, type FailingCase, type PublicVersion, type VersionSnapshot } from '../../../common/versions';
import { AGENT_DEFAULTS, DEFAULT_CONTEXT_RECALL_DAYS, type Channels, type EnabledTools, type ModelSettings } from '../../../common/agents';
import { toAgent, toSnapshot } from '../agents/index';
import { readFrozenProjectTools, type FrozenProjectTool, publicToolConfigs, readStoredToolConfigs, type StoredToolConfigs } from '../../tools/index';
import type { AgentSnapshot } from '../../runtime/index';
import type { VersionWithPublisher } from './queries';
import { asRecord } from '../../platform/json-record';
import { readGuardrails } from '../../../common/guardrails';

type AgentRow = Parameters<typeof toSnapshot>[0];

/** What a version stores: the runtime snapshot plus personality and channels; secrets stay encrypted. */
export type StoredSnapshot = Omit<VersionSnapshot, 'toolConfigs' | 'projectTools'> & { toolConfigs: StoredToolConfigs; projectTools: FrozenProjectTool[] };

export function freezeSnapshot(row: AgentRow, projectTools: FrozenProjectTool[]): StoredSnapshot {
  const runtime = toSnapshot(row, projectTools);
  return {
    ...runtime,
    personality: (runtime.systemPrompt ?? '').slice(0, PERSONALITY_CHARS),
    channels: toAgent(row, null).channels,
  };
}

const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The stored snapshot as the runtime reads it. Written only by freezeSnapshot, so a light read
 * with defaults is enough; parsing it with zod on every chat turn would cost measurable time.
 */
export function readSnapshot(stored: unknown): StoredSnapshot {
  const s = asRecord(stored);
  const settings = asRecord(s.modelSettings);
  return {
    name: text(s.name, 'Assistant'),
    modelName: text(s.modelName, AGENT_DEFAULTS.modelName),
    modelProvider: text(s.modelProvider, AGENT_DEFAULTS.modelProvider),
    personality: text(s.personality, ''),
    systemPrompt: textOrNull(s.systemPrompt),
    rules: textOrNull(s.rules),
    fallbackMessage: textOrNull(s.fallbackMessage),
    starters: Array.isArray(s.starters) ? s.starters.filter((q): q is string => typeof q === 'string') : [],
    defaultLanguage: text(s.defaultLanguage, AGENT_DEFAULTS.defaultLanguage),
    modelSettings: { ...AGENT_DEFAULTS.modelSettings, ...settings } as ModelSettings,
    companyInfo: s.companyInfo === null || s.companyInfo === undefined ? null : asRecord(s.companyInfo),
    enabledTools: asRecord(s.enabledTools) as EnabledTools,
    toolConfigs: readStoredToolConfigs(s.toolConfigs),
    projectTools: readFrozenProjectTools(s.projectTools),
    channels: { webWidget: true, api: true, sms: false, whatsapp: false, ...asRecord(s.channels) } as Channels,
    datasetId: textOrNull(s.datasetId),
    // parsed only when the version has guardrails: most have none, and a turn reads this
    guardrails: s.guardrails == null ? null : readGuardrails(s.guardrails),
    memory: s.memory === 'on' || s.memory === 'ask' ? s.memory : 'off',
    contextRecallDays: typeof s.contextRecallDays === 'number' ? s.contextRecallDays : DEFAULT_CONTEXT_RECALL_DAYS,
  };
}

export function toRuntimeSnapshot(snapshot: StoredSnapshot): AgentSnapshot {
  return {
    name: snapshot.name,
    systemPrompt: snapshot.systemPrompt,
    rules: snapshot.rules,
    fallbackMessage: snapshot.fallbackMessage ?? null,
    starters: snapshot.starters ?? [],
    companyInfo: snapshot.companyInfo,
    defaultLanguage: snapshot.defaultLanguage,
    modelProvider: snapshot.modelProvider,
    modelName: snapshot.modelName,
    modelSettings: snapshot.modelSettings,
    enabledTools: snapshot.enabledTools,
    toolConfigs: snapshot.toolConfigs,
    projectTools: snapshot.projectTools,
    datasetId: snapshot.datasetId,
    guardrails: snapshot.guardrails ?? null,
    memory: snapshot.memory ?? 'off',
    contextRecallDays: snapshot.contextRecallDays ?? DEFAULT_CONTEXT_RECALL_DAYS,
  };
}

export function toAgentVersion(row: VersionWithPublisher): AgentVersion {
  const snapshot = readSnapshot(row.snapshot);
  return {
    id: row.id,
    agentId: row.agentId,
    version: row.version,
    isActive: row.isActive,
    isPublic: row.isPublic,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
    publishedByName: row.publishedByName,
    snapshot: {
      ...snapshot,
      toolConfigs: publicToolConfigs(snapshot.toolConfigs),
      projectTools: snapshot.projectTools.map((t) => ({ id: t.id, name: t.name, type: t.type })),
    },
    publishedDespiteFailures: row.publishedDespiteFailures,
    failingCases: readFailingCases(row.failingCases),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    activatedByName: row.activatedByName,
  };
}

/** Written only by the publish path as FailingCase objects. */
function readFailingCases(stored: unknown): FailingCase[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((v) => {
    const c = asRecord(v);
    return { id: text(c.id, ''), name: text(c.name, ''), input: text(c.input, ''), expected: text(c.expected, ''), got: text(c.got, ''), reason: text(c.reason, '') };
  });
}

/** The public page's view: no full prompt, no rules, no tools; answeredBy is the model visitors meet. */
export function toPublicVersion(
  row: { id: string; agentId: string; version: string; publishedAt: Date; snapshot: unknown },
  answeredBy: PublicVersion['answeredBy'],
): PublicVersion {
  const s = readSnapshot(row.snapshot);
  return {
    answeredBy,
    id: row.id,
    agentId: row.agentId,
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    name: s.name,
    modelName: s.modelName,
    modelProvider: s.modelProvider,
    personality: s.personality,
    defaultLanguage: s.defaultLanguage,
    starters: s.starters ?? [],
  };
}
