import { z } from 'zod';
import { channels, enabledTools, modelSettings, toolConfigs } from './agents';

/** SPEC section 9: the system-prompt preview shown as 'personality'. */
export const PERSONALITY_CHARS = 150;

/** The frozen copy of everything the runtime needs (SPEC section 3 plus model settings, tools, dataset). */
export const versionSnapshot = z.object({
  name: z.string(),
  modelName: z.string(),
  modelProvider: z.string(),
  personality: z.string(),
  systemPrompt: z.string().nullable(),
  rules: z.string().nullable(),
  defaultLanguage: z.string(),
  modelSettings,
  companyInfo: z.record(z.string(), z.unknown()).nullable(),
  enabledTools,
  toolConfigs,
  /** the project tools frozen with the version (their settings stay on the server) */
  projectTools: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  channels,
  datasetId: z.string().nullable(),
});
export type VersionSnapshot = z.infer<typeof versionSnapshot>;

/** GET /api/agents/{id}/versions (owner view). */
export const agentVersion = z.object({
  id: z.string(),
  agentId: z.string(),
  version: z.string(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  /** display name of the publisher (first + last name, else e-mail) */
  publishedByName: z.string().nullable(),
  snapshot: versionSnapshot,
});
export type AgentVersion = z.infer<typeof agentVersion>;

export const publishBody = z.object({ makeActive: z.boolean().default(true) }).default({ makeActive: true });
export const versionVisibilityBody = z.object({ isPublic: z.boolean() });
export const versionActiveBody = z.object({ isActive: z.boolean() });

/** GET /api/agent-versions/{versionId}: public, only for public versions; no full prompt, no tools. */
export const publicVersion = z.object({
  id: z.string(),
  agentId: z.string(),
  version: z.string(),
  publishedAt: z.string(),
  name: z.string(),
  modelName: z.string(),
  modelProvider: z.string(),
  personality: z.string(),
  defaultLanguage: z.string(),
});
export type PublicVersion = z.infer<typeof publicVersion>;
