import { MEMORY_LIMITS } from '../../../common/visitor-memory';
import type { AgentTool } from '../agent-tool';
import type { VisitorMemoryAccess } from '../visitor-memory-access';

export const FORGET_TOOL = 'forget';

/** Lets the visitor have facts forgotten: by their references in the prompt, or all of them. */
export function forgetTool(memory: VisitorMemoryAccess): AgentTool {
  return {
    name: FORGET_TOOL,
    kind: FORGET_TOOL,
    description:
      'Forget remembered facts about this visitor when they ask you to: give the references (m1, m2…) of the facts to forget, or all true when they ask you to forget everything. Then tell them what you forgot.',
    parameters: {
      type: 'object',
      properties: {
        facts: { type: 'array', items: { type: 'string', maxLength: 16 }, maxItems: MEMORY_LIMITS.forgetPerCall, description: 'references of the facts to forget, e.g. ["m2"]' },
        all: { type: 'boolean', description: 'true to forget everything remembered about this visitor' },
      },
      additionalProperties: false,
    },
    validate: (args) => {
      const refs = args.facts;
      if (args.all === true) return null;
      if (!Array.isArray(refs) || refs.length === 0) return 'Give the references of the facts to forget (facts: ["m1"]) or all: true.';
      if (refs.length > MEMORY_LIMITS.forgetPerCall) return `facts: at most ${MEMORY_LIMITS.forgetPerCall} references in one call.`;
      if (!refs.every((r) => typeof r === 'string')) return 'facts: references are strings such as "m1".';
      return null;
    },
    execute: async (args) => {
      const outcome = await memory.forget(args.all === true ? 'all' : (args.facts as string[]));
      if (outcome.forgotten === 0 && outcome.unknown.length > 0) throw new Error(`No remembered fact has the reference ${outcome.unknown.join(', ')}; nothing was forgotten.`);
      return { forgotten: outcome.forgotten, ...(outcome.unknown.length ? { unknown: outcome.unknown } : {}) };
    },
  };
}
