import { z } from 'zod';

/** One line of a prompt or rules diff: in both sides, only in the newer side, or only in the older one. */
export const diffLine = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
export type DiffLine = z.infer<typeof diffLine>;

export const textDiff = z.object({ changed: z.boolean(), lines: z.array(diffLine) });
export type TextDiff = z.infer<typeof textDiff>;

/** A model or settings value that differs; values are shown as text, null when unset. */
export const settingChange = z.object({
  field: z.enum(['name', 'modelProvider', 'modelName', 'temperature', 'topP', 'maxTokens', 'defaultLanguage', 'fallbackMessage']),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type SettingChange = z.infer<typeof settingChange>;

/** A built-in tool (its key, e.g. sendEmail) or a custom project tool (its name). */
export const diffTool = z.object({ kind: z.enum(['builtin', 'custom']), name: z.string() });
export type DiffTool = z.infer<typeof diffTool>;

export const datasetSide = z.object({ id: z.string(), name: z.string() }).nullable();

/** "draft" is the agent's current, unpublished settings. */
export const diffSide = z.object({ id: z.string(), label: z.string(), publishedAt: z.string().nullable() });

/** GET /api/agents/{id}/versions/diff?from=&to=: what changes when going from one side to the other. */
export const versionDiff = z.object({
  from: diffSide,
  to: diffSide,
  identical: z.boolean(),
  systemPrompt: textDiff,
  rules: textDiff,
  settings: z.array(settingChange),
  tools: z.object({ added: z.array(diffTool), removed: z.array(diffTool), reconfigured: z.array(diffTool), unchanged: z.array(diffTool) }),
  dataset: z.object({ changed: z.boolean(), from: datasetSide, to: datasetSide }),
  /** curated answers are live, not part of a version: every version answers with the agent's current pairs */
  curatedAnswers: z.object({ count: z.number() }),
});
export type VersionDiff = z.infer<typeof versionDiff>;

export const DRAFT = 'draft';
const side = z.union([z.literal(DRAFT), z.uuid({ error: 'must be a version id or "draft"' })]);
export const versionDiffQuery = z.object({ from: side, to: side });
