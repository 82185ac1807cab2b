import { and, eq, gt, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, userTwoFactor } from '../../db/account-tables';
import { sessions, users } from '../../db/schema';

export async function findTwoFactor(db: Db, userId: string) {
  const rows = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function savePendingSecret(db: Db, userId: string, pendingSecretEnc: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, pendingSecretEnc })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecretEnc } });
}

export async function enableTwoFactorRow(db: Db, userId: string, values: { secretEnc: string; lastStep: number; recoveryCodeHashes: string[]; now: Date }) {
  await db
    .update(userTwoFactor)
    .set({ secretEnc: values.secretEnc, pendingSecretEnc: null, enabledAt: values.now, lastStep: values.lastStep, recoveryCodeHashes: values.recoveryCodeHashes })
    .where(eq(userTwoFactor.userId, userId));
}

export async function deleteTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

export async function setRecoveryCodes(db: Db, userId: string, recoveryCodeHashes: string[]): Promise<void> {
  await db.update(userTwoFactor).set({ recoveryCodeHashes }).where(eq(userTwoFactor.userId, userId));
}

/** Records a used step only when it is newer than the last one (two requests with one code: one wins). */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step))))
    .returning({ lastStep: userTwoFactor.lastStep });
  return rows.length > 0;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.passwordHash ?? null;
}

export async function listUserSessions(db: Db, userId: string, now: Date) {
  return db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, now)));
}

/** Deletes the user's sessions but `keepSid` (hashed); answers the hashed ids that went. */
export async function deleteUserSessions(db: Db, userId: string, keepSid?: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)) : eq(sessions.userId, userId))
    .returning({ sid: sessions.sid });
  return rows.map((r) => r.sid);
}

/** Deletes the user's one session whose hashed id starts with `prefix`. */
export async function deleteUserSessionByPrefix(db: Db, userId: string, prefix: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), like(sessions.sid, `${prefix}%`)))
    .returning({ sid: sessions.sid });
  return rows.map((r) => r.sid);
}

export async function insertResetToken(db: Db, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    // one link at a time: a new request makes the older one useless
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
    await tx.insert(passwordResetTokens).values(values);
  });
}

/** Uses a reset token once: deleted and answered with its user when it had not expired. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).returning({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt });
  const row = rows[0];
  return row && row.expiresAt > now ? row.userId : null;
}

/** Uses a recovery code once: removed and true only when it was still there (one request wins). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ recoveryCodeHashes: sql`${userTwoFactor.recoveryCodeHashes} - ${codeHash}::text` })
    .where(and(eq(userTwoFactor.userId, userId), sql`${userTwoFactor.recoveryCodeHashes} ? ${codeHash}::text`))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export async function findResetAccount(db: Db, email: string) {
  const rows = await db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}
