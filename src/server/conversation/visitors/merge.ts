import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

/**
 * Every table that points at a visitor, and its column: a merge moves these rows to the kept
 * visitor (leads and feedback follow their conversations). A new table with a visitor_id goes here.
 */
export const VISITOR_REFERENCES: readonly { table: string; column: string }[] = [
  { table: 'conversations', column: 'visitor_id' },
  { table: 'visitor_channel_ids', column: 'visitor_id' },
  { table: 'visitor_facts', column: 'visitor_id' },
  { table: 'visitor_summaries', column: 'visitor_id' },
];

export interface MergeableVisitor {
  id: string;
  kind: string;
  verified: boolean;
}

/** An unverified hint never joins a verified profile, either way (docs/decisions/0045). */
export function mayMerge(keep: MergeableVisitor, gone: MergeableVisitor): boolean {
  const hint = (v: MergeableVisitor) => v.kind === 'site' && !v.verified;
  const verified = (v: MergeableVisitor) => v.verified;
  return !((hint(keep) && verified(gone)) || (verified(keep) && hint(gone)));
}

/**
 * Merges `goneId` into `keepId` inside the caller's transaction: its references move, it is
 * deleted, and the kept visitor takes what it lacked (name, e-mail, phone; the site's identity
 * when the kept one was known only by a channel) and the earliest first and latest last sighting.
 */
export async function mergeVisitorRows(tx: Tx, keepId: string, goneId: string): Promise<void> {
  for (const ref of VISITOR_REFERENCES) {
    await tx.execute(sql`update ${sql.identifier(ref.table)} set ${sql.identifier(ref.column)} = ${keepId}::uuid where ${sql.identifier(ref.column)} = ${goneId}::uuid`);
  }
  const gone = await queryRows<{ kind: string; external_id: string; name: string | null; email: string | null; phone: string | null; verified: boolean; first_seen_at: string; last_seen_at: string }>(
    asDb(tx),
    sql`delete from visitors where id = ${goneId}::uuid returning kind, external_id, name, email, phone, verified, first_seen_at, last_seen_at`,
  );
  const g = gone[0];
  if (!g) return;
  await tx.execute(sql`update visitors set
      name = coalesce(name, ${g.name}), email = coalesce(email, ${g.email}), phone = coalesce(phone, ${g.phone}),
      kind = case when kind = 'channel' and ${g.kind} = 'site' then 'site' else kind end,
      external_id = case when kind = 'channel' and ${g.kind} = 'site' then ${g.external_id} else external_id end,
      verified = case when kind = 'channel' and ${g.kind} = 'site' then ${g.verified}::boolean else verified end,
      first_seen_at = least(first_seen_at, ${g.first_seen_at}::timestamptz),
      last_seen_at = greatest(last_seen_at, ${g.last_seen_at}::timestamptz)
    where id = ${keepId}::uuid`);
}

/**
 * A verified visitor just seen with an e-mail or phone: the visitors known only by a channel
 * with the same e-mail or phone become this one profile, in one transaction.
 */
export async function mergeSameContactInto(db: Db, projectId: string, verifiedId: string, email: string | null, phone: string | null): Promise<number> {
  if (!email && !phone) return 0;
  return db.transaction(async (tx) => {
    const found = await queryRows<{ id: string }>(
      asDb(tx),
      sql`select id from visitors
          where project_id = ${projectId}::uuid and kind = 'channel' and id <> ${verifiedId}::uuid
            and ((${email}::text is not null and lower(email) = lower(${email}::text)) or (${phone}::text is not null and phone = ${phone}::text))
          for update`,
    );
    for (const { id } of found) await mergeVisitorRows(tx, verifiedId, id);
    return found.length;
  });
}
