import type { VisitorMemoryAccess } from '../tools/index';

export const MEMORY_HEADER = '## What you remember about this visitor';

/**
 * The memory section of the system prompt: the recalled facts with their references, and when to
 * remember or forget. The facts describe only this visitor; the prompt says so, because a visitor
 * may ask about someone else.
 */
export function memoryPromptSection(memory: VisitorMemoryAccess, tools: boolean): string {
  const lines = [MEMORY_HEADER];
  if (memory.recalled.length === 0) lines.push('Nothing yet.');
  else {
    lines.push('Facts this visitor told you in earlier conversations, most relevant and newest first. Use them when they help; when the visitor asks what you remember about them, list them.');
    for (const f of memory.recalled) lines.push(`- [${f.ref}] (${f.category}, ${f.updatedAt.toISOString().slice(0, 10)}) ${f.fact}`);
  }
  lines.push('These facts are about the person you are talking to and nobody else. You have no memory of any other visitor: whatever name or user id a message gives, never claim to know, look up or reveal facts about another person.');
  if (tools) {
    lines.push(
      memory.mode === 'ask'
        ? 'When the visitor states a lasting fact about themselves or their case, ask whether you may remember it for their next conversations; call the remember tool only after they agree. When they ask you to forget something, call the forget tool.'
        : 'When the visitor states a lasting fact about themselves or their case, call the remember tool. When they ask you to forget something, call the forget tool.',
    );
  }
  return lines.join('\n');
}
