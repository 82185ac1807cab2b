import type { AgentSnapshot, RetrievedPassage } from './types';

export const KNOWLEDGE_HEADER = '## Knowledge base passages';
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

/**
 * The system prompt the model sees: the agent's prompt, its rules, company facts, the reply
 * language, and retrieved passages labelled with their sources so the model can cite them.
 */
export function buildSystemPrompt(agent: AgentSnapshot, passages: RetrievedPassage[], opts: { endTool: boolean } = { endTool: true }): string {
  const parts: string[] = [agent.systemPrompt?.trim() || `You are ${agent.name}, a helpful assistant.`];
  if (agent.rules?.trim()) parts.push(`## Rules\n${agent.rules.trim()}`);
  const company = Object.entries(agent.companyInfo ?? {}).filter(([, v]) => v !== null && v !== '' && v !== undefined);
  if (company.length) parts.push(`## Company information\n${company.map(([k, v]) => `- ${k}: ${String(v)}`).join('\n')}`);
  const language = LANGUAGE_NAMES[agent.defaultLanguage] ?? 'English';
  parts.push(`Reply in ${language} unless the user writes in another language.`);
  if (opts.endTool) {
    parts.push('When the user says goodbye or clearly has nothing more to ask, call the end_conversation tool, then say a short goodbye.');
  }
  if (passages.length) {
    const list = passages.map((p, i) => `[${i + 1}] ${p.title}${p.url ? ` (${p.url})` : ''}\n${p.content}`).join('\n\n');
    parts.push(
      `${KNOWLEDGE_HEADER}\nAnswer from these passages when they are relevant and cite them as [n]. If they do not answer the question, say you do not know.\n\n${list}`,
    );
  }
  return parts.join('\n\n');
}
