import {
  agentStatus,
  channels as channelsSchema,
  enabledTools as enabledToolsSchema,
  modelSettings as modelSettingsSchema,
  type Agent,
  type AttachedTool,
} from '../../../common/agents';
import { readGuardrails } from '../../../common/guardrails';
import { memoryMode } from '../../../common/visitor-memory';
import { type FrozenProjectTool, publicToolConfigs, readStoredToolConfigs } from '../../tools/index';
import type { AgentSnapshot } from '../../runtime/index';
import type { AgentRow } from './queries';

// Built once: zod's .catch() makes a new schema on every call.
const statusOrDraft = agentStatus.catch('draft');
const settingsOrDefault = modelSettingsSchema.catch({ temperature: 0.7, topP: 1, maxTokens: 2000 });
const memoryOrOff = memoryMode.catch('off');
const channelsOrDefault = channelsSchema.catch({ webWidget: true, api: true, sms: false, whatsapp: false });

const stringList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const record = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

export function toAgent(row: AgentRow, latestVersion: string | null, attachedTools: AttachedTool[] = []): Agent {
  return {
    id: row.id,
    projectId: row.projectId,
    datasetId: row.datasetId,
    name: row.name,
    description: row.description,
    industry: row.industry,
    defaultLanguage: row.defaultLanguage,
    avatarUrl: row.avatarUrl,
    status: statusOrDraft.parse(row.status),
    isPublic: row.isPublic,
    traceTexts: row.traceTexts,
    modelProvider: row.modelProvider,
    modelName: row.modelName,
    modelSettings: settingsOrDefault.parse(row.modelSettings),
    systemPrompt: row.systemPrompt,
    rules: row.rules,
    fallbackMessage: row.fallbackMessage,
    starters: stringList(row.starters),
    conversationFlow: row.conversationFlow ?? null,
    companyInfo: record(row.companyInfo),
    guardrails: row.guardrails == null ? null : readGuardrails(row.guardrails),
    memory: memoryOrOff.parse(row.memory),
    contextRecallDays: row.contextRecallDays,
    channels: channelsOrDefault.parse(row.channels),
    websiteUrls: stringList(row.websiteUrls),
    enabledTools: enabledToolsSchema.parse(record(row.enabledTools) ?? {}),
    toolConfigs: publicToolConfigs(row.toolConfigs),
    attachedTools,
    lastVersionNumber: row.lastVersionNumber,
    latestVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the runtime needs of a live agent (a published version freezes the same shape). */
export function toSnapshot(row: AgentRow, projectTools: FrozenProjectTool[]): AgentSnapshot {
  const view = toAgent(row, null);
  return {
    name: view.name,
    systemPrompt: view.systemPrompt,
    rules: view.rules,
    fallbackMessage: view.fallbackMessage,
    starters: view.starters,
    companyInfo: view.companyInfo,
    defaultLanguage: view.defaultLanguage,
    modelProvider: view.modelProvider,
    modelName: view.modelName,
    modelSettings: view.modelSettings,
    enabledTools: view.enabledTools,
    toolConfigs: readStoredToolConfigs(row.toolConfigs),
    projectTools,
    datasetId: view.datasetId,
    guardrails: view.guardrails,
    memory: view.memory,
    contextRecallDays: view.contextRecallDays,
  };
}
