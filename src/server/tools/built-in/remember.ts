import { MEMORY_CATEGORIES, MEMORY_LIMITS, type MemoryCategory } from '../../../common/visitor-memory';
import type { AgentTool } from '../agent-tool';
import { MemoryFullError, type VisitorMemoryAccess } from '../visitor-memory-access';

export const REMEMBER_TOOL = 'remember';

const ASK_FIRST =
  'Memory is set to ask the visitor first: you can only remember a fact after asking the visitor whether you may, in an earlier message of this conversation, and they agreed. Ask them now and call remember after their yes.';

/**
 * Lets the model keep a short fact the visitor stated about themselves or their case. Refused,
 * with a message the model can act on, past the fact length, the calls a turn may make and the
 * facts a visitor may keep; a refused call stores nothing.
 */
export function rememberTool(memory: VisitorMemoryAccess, earlierVisitorMessages: number): AgentTool {
  let calls = 0;
  const ask = memory.mode === 'ask';
  return {
    name: REMEMBER_TOOL,
    kind: REMEMBER_TOOL,
    description: [
      'Remember one short fact the visitor stated about themselves or their case (a preference, their situation, an order they are waiting for), so you know it in their later conversations.',
      'Only facts the visitor said about themselves: never guesses, never anything about another person, never passwords or card numbers.',
      `One fact per call, at most ${MEMORY_LIMITS.factChars} characters.`,
      ask ? 'Ask the visitor before remembering anything, and call this only after they agreed, with visitorAgreed true.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    parameters: {
      type: 'object',
      properties: {
        fact: { type: 'string', description: `the fact in one short sentence, at most ${MEMORY_LIMITS.factChars} characters` },
        category: { type: 'string', enum: [...MEMORY_CATEGORIES], description: 'what the fact is about' },
        ...(ask ? { visitorAgreed: { type: 'boolean', description: 'true only when the visitor said yes to being remembered' } } : {}),
      },
      required: ask ? ['fact', 'category', 'visitorAgreed'] : ['fact', 'category'],
      additionalProperties: false,
    },
    validate: (args) => {
      const fact = typeof args.fact === 'string' ? args.fact.trim() : '';
      if (!fact) return 'fact: required, one short sentence.';
      if (fact.length > MEMORY_LIMITS.factChars) return `fact: at most ${MEMORY_LIMITS.factChars} characters (this one has ${fact.length}); nothing was stored. Remember a shorter statement.`;
      if (!(MEMORY_CATEGORIES as readonly string[]).includes(String(args.category))) return `category: one of ${MEMORY_CATEGORIES.join(', ')}.`;
      if (ask && (args.visitorAgreed !== true || earlierVisitorMessages === 0)) return ASK_FIRST;
      return null;
    },
    execute: async (args) => {
      calls += 1;
      if (calls > MEMORY_LIMITS.rememberPerTurn) {
        throw new Error(`At most ${MEMORY_LIMITS.rememberPerTurn} facts can be remembered in one turn; this one was not stored.`);
      }
      try {
        const saved = await memory.remember(String(args.fact).trim(), args.category as MemoryCategory);
        return { remembered: true, ref: saved.ref, ...(saved.updated ? { note: 'This fact was already remembered; it is kept as the newest.' } : {}) };
      } catch (err) {
        if (err instanceof MemoryFullError) {
          throw new Error(`The visitor's memory is full (${MEMORY_LIMITS.factsPerVisitor} facts); nothing was stored. Ask them which remembered fact to forget first.`);
        }
        throw err;
      }
    },
  };
}
