import { z } from 'zod';

/** What an agent remembers of known visitors: nothing, facts the model picks, or facts the visitor agreed to (docs/decisions/0051). */
export const MEMORY_MODES = ['off', 'on', 'ask'] as const;
export const memoryMode = z.enum(MEMORY_MODES);
export type MemoryMode = z.infer<typeof memoryMode>;

/** What a fact is about: the model picks one when it remembers. */
export const MEMORY_CATEGORIES = ['profile', 'preference', 'case', 'contact', 'other'] as const;
export const memoryCategory = z.enum(MEMORY_CATEGORIES);
export type MemoryCategory = z.infer<typeof memoryCategory>;

export const MEMORY_LIMITS = {
  /** characters of one fact: a short statement, never a transcript */
  factChars: 300,
  /** remember calls accepted in one turn; the rest are refused */
  rememberPerTurn: 10,
  /** facts kept per visitor; remember is refused past it until one is forgotten */
  factsPerVisitor: 500,
  /** facts forget takes in one call */
  forgetPerCall: 50,
  /** the recalled facts' share of the prompt, in tokens (about 4 characters each) */
  recallTokens: 1000,
} as const;

const factText = z
  .string()
  .trim()
  .min(1, { error: 'fact: required' })
  .max(MEMORY_LIMITS.factChars, { error: `fact: at most ${MEMORY_LIMITS.factChars} characters` });

/** One fact as the owner's visitor page shows it: unmasked, only there. */
export const visitorFact = z.object({
  id: z.string(),
  fact: z.string(),
  category: memoryCategory,
  agentId: z.string(),
  agentName: z.string().nullable(),
  conversationId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VisitorFact = z.infer<typeof visitorFact>;

export const visitorMemory = z.object({ facts: z.array(visitorFact), limit: z.number() });
export type VisitorMemory = z.infer<typeof visitorMemory>;

/** PATCH .../memory/{factId}: the owner corrects a fact or its category. */
export const updateFactBody = z
  .object({ fact: factText.optional(), category: memoryCategory.optional() })
  .strict()
  .refine((v) => v.fact !== undefined || v.category !== undefined, { error: 'Send fact or category' });
export type UpdateFactBody = z.infer<typeof updateFactBody>;
