import { BUILT_IN_TOOLS } from '../../../common/catalogues';
import { enabledTools as enabledToolsSchema } from '../../../common/agents';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import type { requireAgent } from '../agents/index';
import { listDatasetItems, requireDataset } from '../../knowledge/index';
import { BUILT_IN_TOOL_TEXTS, listAgentAttachments, listTools } from '../../tools/index';
import type { ReviewContext } from './prompt-review';

const TITLES_SHOWN = 8;

type AgentRow = Awaited<ReturnType<typeof requireAgent>>['row'];

/** Everything a review should know about the agent besides its prompt: rules, knowledge base, tools. */
export async function readAgentContext(deps: AppDeps, user: SessionUser, row: AgentRow): Promise<ReviewContext> {
  const enabled = enabledToolsSchema.catch(enabledToolsSchema.parse({})).parse(row.enabledTools ?? {});
  const builtIn = BUILT_IN_TOOLS.filter((t) => enabled[t.enabledKey]).map((t) => BUILT_IN_TOOL_TEXTS[t.id]);
  const [attached, tools] = await Promise.all([listAgentAttachments(deps, row.id), listTools(deps, user, row.projectId)]);
  const attachedIds = new Set(attached.filter((a) => a.enabled).map((a) => a.toolId));
  const projectTools = tools.projectTools.filter((t) => attachedIds.has(t.id)).map((t) => ({ name: t.name, description: t.description ?? '' }));
  return {
    agentName: row.name,
    industry: row.industry,
    language: row.defaultLanguage,
    rules: row.rules?.trim() || null,
    knowledge: row.datasetId ? await readKnowledge(deps, user, row.datasetId) : null,
    tools: [...builtIn, ...projectTools],
  };
}

async function readKnowledge(deps: AppDeps, user: SessionUser, datasetId: string): Promise<ReviewContext['knowledge']> {
  const dataset = await requireDataset(deps, user, datasetId, 'view');
  const items = await listDatasetItems(deps, user, datasetId);
  return {
    name: dataset.name,
    description: dataset.description,
    titles: items.map((i) => i.title ?? i.source).filter(Boolean).slice(0, TITLES_SHOWN),
    documents: items.length,
  };
}

/** The agent as the reviewing model reads it. */
export function describeAgentContext(ctx: ReviewContext): string {
  const lines = [`Agent "${ctx.agentName}" (${ctx.industry ?? 'no industry'}, replies in ${ctx.language}).`];
  if (ctx.rules) lines.push(`Rules the agent must follow (suggestions must never contradict them):\n"""\n${ctx.rules}\n"""`);
  if (ctx.knowledge) {
    const k = ctx.knowledge;
    lines.push(`Knowledge base "${k.name}"${k.description ? ` (${k.description})` : ''}, ${k.documents} documents${k.titles.length ? `, e.g. ${k.titles.map((t) => `"${t}"`).join(', ')}` : ''}.`);
  } else lines.push('No knowledge base.');
  const tools = ctx.tools ?? [];
  lines.push(tools.length ? `Tools: ${tools.map((t) => `${t.name}${t.description ? ` (${t.description})` : ''}`).join('; ')}.` : 'No tools.');
  return lines.join('\n');
}
