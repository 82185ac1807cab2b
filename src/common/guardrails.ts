import { z } from 'zod';

/**
 * An agent's guardrails (docs/decisions/0046): checks on what the visitor sends, what tools and
 * the knowledge base hand the model, and what the agent answers. Each check the owner turns on
 * is recorded in the run's steps when it fires.
 */
export const GUARDRAIL_ACTIONS = ['refuse', 'handoff', 'flag'] as const;
export const guardrailAction = z.enum(GUARDRAIL_ACTIONS);
export type GuardrailAction = z.infer<typeof guardrailAction>;

/** The checks, as recorded in a run's steps and filtered on in Conversations. */
export const GUARDRAIL_CHECKS = ['topic', 'injection', 'leakage', 'pii', 'length', 'links'] as const;
export type GuardrailCheck = (typeof GUARDRAIL_CHECKS)[number];

export const GUARDRAIL_LIMITS = {
  refusalMessage: 1000,
  topics: 20,
  topicDescription: 300,
  keywords: 30,
  keyword: 60,
  allowedDomains: 50,
  domain: 253,
  answerCharsMin: 50,
  answerCharsMax: 20000,
} as const;

const L = GUARDRAIL_LIMITS;

export const blockedTopic = z.object({
  description: z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(L.topicDescription, { error: `A topic description can be at most ${L.topicDescription} characters` }),
  keywords: z
    .array(z.string().trim().min(1, { error: 'A keyword cannot be empty' }).max(L.keyword, { error: `A keyword can be at most ${L.keyword} characters` }))
    .max(L.keywords, { error: `At most ${L.keywords} keywords per topic` })
    .default([]),
});
export type BlockedTopic = z.infer<typeof blockedTopic>;

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(L.domain, { error: `A domain can be at most ${L.domain} characters` })
  .regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: 'A domain like example.com' });

export const guardrailSettings = z.object({
  /** what a refused turn answers; null: a default in the agent's language */
  refusalMessage: z
    .string()
    .trim()
    .max(L.refusalMessage, { error: `The refusal message can be at most ${L.refusalMessage} characters` })
    .nullable()
    .default(null),
  topics: z
    .object({
      enabled: z.boolean().default(false),
      action: guardrailAction.default('refuse'),
      list: z.array(blockedTopic).max(L.topics, { error: `At most ${L.topics} blocked topics` }).default([]),
    })
    .default({ enabled: false, action: 'refuse', list: [] }),
  injection: z.object({ enabled: z.boolean().default(false), action: guardrailAction.default('refuse') }).default({ enabled: false, action: 'refuse' }),
  /**
   * the agent's model also judges each visitor message (blocked topics by their descriptions,
   * injection) when a model is configured and topics or injection are on; on unless turned off
   */
  judge: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  leakage: z.object({ enabled: z.boolean().default(false), action: guardrailAction.default('refuse') }).default({ enabled: false, action: 'refuse' }),
  /** e-mails, phone and card numbers replaced by placeholders before the model call */
  pii: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  /** longer answers are cut at a word boundary */
  length: z
    .object({
      enabled: z.boolean().default(false),
      maxChars: z
        .number()
        .int()
        .min(L.answerCharsMin, { error: `The maximum answer length is at least ${L.answerCharsMin}` })
        .max(L.answerCharsMax, { error: `The maximum answer length is at most ${L.answerCharsMax}` })
        .default(1500),
    })
    .default({ enabled: false, maxChars: 1500 }),
  /** links to other domains are removed from answers */
  links: z
    .object({
      enabled: z.boolean().default(false),
      allowedDomains: z.array(domain).max(L.allowedDomains, { error: `At most ${L.allowedDomains} link domains` }).default([]),
    })
    .default({ enabled: false, allowedDomains: [] }),
});
export type GuardrailSettings = z.output<typeof guardrailSettings>;
export type GuardrailSettingsInput = z.input<typeof guardrailSettings>;

/** Everything off: what an agent without guardrails has. */
export const NO_GUARDRAILS: GuardrailSettings = guardrailSettings.parse({});

/** An agent's stored guardrails, whatever they hold (older rows held any record): unreadable parts fall back to off. */
export function readGuardrails(stored: unknown): GuardrailSettings {
  // settings saved before the model's judgement existed (and versions published with them) run as they did: without it
  const raw = stored ?? {};
  const old = typeof raw === 'object' && !Array.isArray(raw) && !('judge' in raw);
  const parsed = guardrailSettings.safeParse(old ? { ...raw, judge: { enabled: false } } : raw);
  return parsed.success ? parsed.data : NO_GUARDRAILS;
}

/** True when a configured model should judge the visitor's messages: the switch on, and topics or injection on. */
export function modelJudgesVisitor(g: GuardrailSettings): boolean {
  return g.judge.enabled && ((g.topics.enabled && g.topics.list.length > 0) || g.injection.enabled);
}

/** True when any check is on. */
export function anyGuardrailOn(g: GuardrailSettings): boolean {
  return g.topics.enabled || g.injection.enabled || g.leakage.enabled || g.pii.enabled || g.length.enabled || g.links.enabled;
}

/** What a refused turn answers unless the owner wrote their own; also the wizard's placeholder. */
export const DEFAULT_REFUSAL_MESSAGES = {
  en: "I'm sorry, I can't help with that. Is there anything else I can do for you?",
  es: 'Lo siento, no puedo ayudarte con eso. ¿Hay algo más en lo que pueda ayudarte?',
} as const;

/** What a turn handed to a person by a guardrail answers. */
export const GUARDRAIL_HANDOFF_MESSAGES = {
  en: "I'm passing this conversation to a person on our team, who will reply here shortly.",
  es: 'Paso esta conversación a una persona de nuestro equipo, que te responderá aquí en breve.',
} as const;

export function refusalMessageOf(g: GuardrailSettings, language: string): string {
  return g.refusalMessage?.trim() || (language === 'es' ? DEFAULT_REFUSAL_MESSAGES.es : DEFAULT_REFUSAL_MESSAGES.en);
}
