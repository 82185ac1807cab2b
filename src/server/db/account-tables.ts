/** Account security: two-factor sign-in and password reset links. */
import { integer, jsonb, pgTable, timestamp, uuid, varchar, text, index } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './schema';

export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** the TOTP secret, encrypted; set once the first code was right */
  secretEnc: text('secret_enc'),
  /** a secret being set up, encrypted, until its first code is entered */
  pendingSecretEnc: text('pending_secret_enc'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** the last 30-second step whose code was used: a code works once */
  lastStep: integer('last_step'),
  /** sha-256 of each unused recovery code */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 of the token in the link */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
