import { diffLines } from 'diff';
import type { DiffTool, SettingChange, TextDiff, VersionDiff } from '../../../common/version-diff';
import { publicToolConfigs } from '../../tools/index';
import type { StoredSnapshot } from './version-view';

/** One side of a comparison: a published version's snapshot or the draft frozen the same way. */
export interface DiffInput {
  side: VersionDiff['from'];
  snapshot: StoredSnapshot;
  dataset: { id: string; name: string } | null;
}

/** A line diff of two texts; every line of both appears once, in reading order. */
export function lineDiff(before: string | null, after: string | null): TextDiff {
  const a = before ?? '';
  const b = after ?? '';
  const lines: TextDiff['lines'] = [];
  // a last line without its newline would otherwise differ from the same line followed by more
  const withNewline = (t: string) => (t === '' || t.endsWith('\n') ? t : `${t}\n`);
  for (const part of diffLines(withNewline(a), withNewline(b))) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const line of part.value.replace(/\n$/, '').split('\n')) lines.push({ kind, text: line });
  }
  return { changed: a !== b, lines };
}

function settingChanges(a: StoredSnapshot, b: StoredSnapshot): SettingChange[] {
  const values = (s: StoredSnapshot): Record<SettingChange['field'], string | null> => ({
    name: s.name,
    modelProvider: s.modelProvider,
    modelName: s.modelName,
    temperature: String(s.modelSettings.temperature),
    topP: String(s.modelSettings.topP),
    maxTokens: String(s.modelSettings.maxTokens),
    defaultLanguage: s.defaultLanguage,
    // versions published before it existed have none: the default, like an empty one
    fallbackMessage: s.fallbackMessage ?? null,
  });
  const from = values(a);
  const to = values(b);
  return (Object.keys(from) as SettingChange['field'][]).filter((f) => from[f] !== to[f]).map((field) => ({ field, from: from[field], to: to[field] }));
}

/** Built-in tools by key with their settings (secrets masked, so a re-sealed password is no change), custom tools by id. */
function toolsOf(s: StoredSnapshot): Map<string, { tool: DiffTool; config: string }> {
  const configs = publicToolConfigs(s.toolConfigs) as Record<string, unknown>;
  const tools = new Map<string, { tool: DiffTool; config: string }>();
  for (const [key, on] of Object.entries(s.enabledTools)) {
    if (on) tools.set(`builtin:${key}`, { tool: { kind: 'builtin', name: key }, config: JSON.stringify(configs[key] ?? null) });
  }
  for (const t of s.projectTools) {
    tools.set(`custom:${t.id}`, { tool: { kind: 'custom', name: t.name }, config: JSON.stringify([t.endpoint, t.method, t.description, t.schema, t.timeout, Object.keys(t.headersEnc)]) });
  }
  return tools;
}

function toolChanges(a: StoredSnapshot, b: StoredSnapshot): VersionDiff['tools'] {
  const before = toolsOf(a);
  const after = toolsOf(b);
  const result: VersionDiff['tools'] = { added: [], removed: [], reconfigured: [], unchanged: [] };
  for (const [key, { tool, config }] of after) {
    const old = before.get(key);
    if (!old) result.added.push(tool);
    else if (old.config !== config) result.reconfigured.push(tool);
    else result.unchanged.push(tool);
  }
  for (const [key, { tool }] of before) if (!after.has(key)) result.removed.push(tool);
  return result;
}

/** What changes going from `from` to `to`: prompt and rules line by line, model and settings, tools, dataset. */
export function diffSnapshots(from: DiffInput, to: DiffInput): Omit<VersionDiff, 'curatedAnswers'> {
  const systemPrompt = lineDiff(from.snapshot.systemPrompt, to.snapshot.systemPrompt);
  const rules = lineDiff(from.snapshot.rules, to.snapshot.rules);
  const settings = settingChanges(from.snapshot, to.snapshot);
  const tools = toolChanges(from.snapshot, to.snapshot);
  const dataset = { changed: (from.dataset?.id ?? null) !== (to.dataset?.id ?? null), from: from.dataset, to: to.dataset };
  const identical = !systemPrompt.changed && !rules.changed && settings.length === 0 && !tools.added.length && !tools.removed.length && !tools.reconfigured.length && !dataset.changed;
  return { from: from.side, to: to.side, identical, systemPrompt, rules, settings, tools, dataset };
}
