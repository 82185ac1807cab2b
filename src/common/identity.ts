import { z } from 'zod';

/**
 * Verified visitor identity (docs/decisions/0045): the site's server signs its own user id with the
 * agent's identity secret, HMAC-SHA256 as lowercase hex, and the page or API call sends the id,
 * the name and e-mail, and the signature.
 */
export const IDENTITY_LIMITS = { userIdMax: 255, nameMax: 200, emailMax: 254, phoneMax: 32, signatureLength: 64 } as const;

export const IDENTITY_ERROR_CODES = {
  /** the signature does not match the user id: the turn is answered anonymously */
  refused: 'IDENTITY_REFUSED',
} as const;

const atMost = (n: number) => ({ error: `at most ${n} characters` });

export const visitorIdentity = z.object({
  userId: z.string().trim().min(1, { error: 'Required' }).max(IDENTITY_LIMITS.userIdMax, atMost(IDENTITY_LIMITS.userIdMax)),
  name: z.string().trim().max(IDENTITY_LIMITS.nameMax, atMost(IDENTITY_LIMITS.nameMax)).optional(),
  email: z.string().trim().max(IDENTITY_LIMITS.emailMax, atMost(IDENTITY_LIMITS.emailMax)).optional(),
  /** international format ('+34 600 111 222'): a verified identity with the phone of an SMS or WhatsApp visitor becomes one profile */
  phone: z
    .string()
    .trim()
    .max(IDENTITY_LIMITS.phoneMax, atMost(IDENTITY_LIMITS.phoneMax))
    .regex(/^\+?[0-9][0-9 ().-]*$/, { error: 'a phone number: digits, optionally a leading +, spaces, dots, dashes or brackets' })
    .optional(),
  /** HMAC-SHA256 of userId with the agent's identity secret, hex; without it the identity is only a hint */
  signature: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9a-fA-F]{${IDENTITY_LIMITS.signatureLength}}$`), { error: `exactly ${IDENTITY_LIMITS.signatureLength} hexadecimal characters (HMAC-SHA256 in hex)` })
    .optional(),
});
export type VisitorIdentity = z.infer<typeof visitorIdentity>;

/** What became of the identity a turn carried: verified, kept as an unverified hint, or refused (the turn went on anonymously). */
export const identityOutcome = z.object({
  status: z.enum(['verified', 'unverified', 'refused']),
  /** IDENTITY_REFUSED when refused */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type IdentityOutcome = z.infer<typeof identityOutcome>;

/** GET /api/agents/{id}/identity-secret: whether one is set; the secret itself is never returned. */
export const identitySecretStatus = z.object({ configured: z.boolean(), createdAt: z.string().nullable() });
export type IdentitySecretStatus = z.infer<typeof identitySecretStatus>;

/** POST /api/agents/{id}/identity-secret: a new secret, shown in this answer only; the previous one stops working. */
export const createdIdentitySecret = z.object({ secret: z.string(), createdAt: z.string() });
export type CreatedIdentitySecret = z.infer<typeof createdIdentitySecret>;

/** A conversation's visitor as the Conversations list and the Inbox show it. */
export const conversationVisitor = z.object({ externalId: z.string(), name: z.string().nullable(), email: z.string().nullable(), verified: z.boolean() });
export type ConversationVisitor = z.infer<typeof conversationVisitor>;
