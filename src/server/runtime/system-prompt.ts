import { fallbackMessageOf } from '../../common/fallback-message';
import { NO_ANSWER_MARKER } from '../../common/unanswered';
import type { RetrievedPassage } from '../knowledge/index';
import type { AgentSnapshot, VisitorRecall } from './types';
import { recallSection } from './visitor-recall';

export const KNOWLEDGE_HEADER = '## Knowledge base passages';
export const FALLBACK_HEADER = '## When you have no answer';
/** fences the owner's fallback message, so the built-in offline model can read it back whole */
export const FALLBACK_FENCE = '"""';
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

/**
 * The system prompt the model sees: the agent's prompt, its rules, company facts, the reply
 * language, what to say when nothing answers the question (the owner's fallback message), and the
 * retrieved passages labelled with their sources, and what it remembers of a known visitor. The sources are listed under the reply by the
 * app, so the model is asked not to write the labels into its answer.
 */
export function buildSystemPrompt(agent: AgentSnapshot, passages: RetrievedPassage[], opts: { endTool: boolean; memory?: string; recall?: VisitorRecall | null } = { endTool: true }): string {
  const parts: string[] = [agent.systemPrompt?.trim() || `You are ${agent.name}, a helpful assistant.`];
  if (agent.rules?.trim()) parts.push(`## Rules\n${agent.rules.trim()}`);
  const company = Object.entries(agent.companyInfo ?? {}).filter(([, v]) => v !== null && v !== '' && v !== undefined);
  if (company.length) parts.push(`## Company information\n${company.map(([k, v]) => `- ${k}: ${String(v)}`).join('\n')}`);
  if (opts.recall) parts.push(recallSection(opts.recall));
  const language = LANGUAGE_NAMES[agent.defaultLanguage] ?? 'English';
  parts.push(`Reply in ${language} unless the user writes in another language.`);
  if (opts.endTool) {
    parts.push('When the user says goodbye or clearly has nothing more to ask, call the end_conversation tool, then say a short goodbye.');
  }
  if (opts.memory) parts.push(opts.memory);
  // a fence inside the owner's text would end the message early for the offline model
  const fallback = fallbackMessageOf(agent).replaceAll(FALLBACK_FENCE, '"');
  parts.push(
    `${FALLBACK_HEADER}\nWhen neither the information above nor the knowledge base passages answer a question, reply with this message (translated when the user writes in another language):\n${FALLBACK_FENCE}\n${fallback}\n${FALLBACK_FENCE}\nStart such a reply, and any other reply saying you do not know, with ${NO_ANSWER_MARKER} (it is removed before the user sees it).`,
  );
  if (passages.length) {
    const list = passages.map((p, i) => `[${i + 1}] ${p.title}${p.url ? ` (${p.url})` : ''}\n${p.content}`).join('\n\n');
    parts.push(
      `${KNOWLEDGE_HEADER}\nAnswer from these passages when they are relevant. Do not write their numbers or titles in your answer: the sources are listed under it.\n\n${list}`,
    );
  }
  return parts.join('\n\n');
}
