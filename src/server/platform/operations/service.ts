import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/client';
import type { AppDeps } from '../deps';
import { findLastAppliedMigration } from '../../db/migration-state';
import { findHeartbeat, pingDatabase, queuedJobsByKind } from './queries';

/** a worker that has not beaten for this long is taken for dead */
export const HEARTBEAT_FRESH_MS = 60_000;

export interface Readiness {
  ok: boolean;
  database: boolean;
  migrations: boolean;
  worker: boolean;
}

let newestMigration: number | undefined;

/** The journal time of the newest committed migration (drizzle applies those newer than the last it recorded). */
function newestCommittedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

/** Whether this process can serve: the database answers, every committed migration is applied, a worker is alive. */
export async function checkReadiness(deps: AppDeps): Promise<Readiness> {
  try {
    await pingDatabase(deps.db);
  } catch {
    return { ok: false, database: false, migrations: false, worker: false };
  }
  const applied = await findLastAppliedMigration(deps.db).catch(() => null);
  const migrations = applied !== null && applied >= newestCommittedMigration();
  const beat = await findHeartbeat(deps.db).catch(() => null);
  const worker = beat !== null && deps.clock().getTime() - beat.getTime() <= HEARTBEAT_FRESH_MS;
  return { ok: migrations && worker, database: true, migrations, worker };
}

/** Reads the job queue into this process's gauges, just before a scrape. */
export async function refreshJobGauges(deps: AppDeps): Promise<void> {
  const rows = await queuedJobsByKind(deps.db);
  deps.metrics.setJobGauges(rows, rows.reduce((oldest, r) => Math.max(oldest, r.oldestSeconds), 0));
}
