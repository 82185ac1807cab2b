// In-process Visitors list for bench/visitors.bench.mjs (bundled with esbuild): 100,000 visitors
// of one project seeded in SQL (channel-identified, verified and unverified, with channel ids and
// a conversation each), then the list's service timed as its route calls it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { visitorsQuery } from '../../src/common/visitors';
import { listVisitors } from '../../src/server/conversation/visitors/profile-service';
import { openDatabase, type Database } from '../../src/server/db/client';
import { agents, projects, users } from '../../src/server/db/schema';
import { projectMembers } from '../../src/server/db/team-tables';
import type { AppDeps } from '../../src/server/platform/deps';
import type { SessionUser } from '../../src/server/platform/session';

export interface VisitorsBench {
  database: Database;
  deps: AppDeps;
  user: SessionUser;
  projectId: string;
}

const FIRST_NAMES = ['maria', 'jose', 'ana', 'juan', 'lucia', 'carlos', 'sofia', 'david', 'laura', 'pablo', 'emma', 'liam', 'olivia', 'noah', 'ava', 'ethan', 'mia', 'lucas', 'zoe', 'hugo'];

export async function openVisitorsBench(databaseUrl: string | undefined, count: number): Promise<VisitorsBench> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-visitors-')) });
  const { db } = database;
  const [user] = await db.insert(users).values({ email: `visitors-${Date.now()}@example.com` }).returning();
  const [project] = await db.insert(projects).values({ name: 'Visitors', ownerId: user.id }).returning();
  await db.insert(projectMembers).values({ projectId: project.id, userId: user.id, role: 'owner' });
  const [agent] = await db.insert(agents).values({ projectId: project.id, name: 'Front desk' }).returning();
  const names = `array[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`;
  // kinds: 6 in 10 by a channel (sms, whatsapp, telegram, email), 3 verified, 1 an unverified hint
  await db.execute(sql.raw(`
    insert into visitors (project_id, kind, external_id, name, email, phone, verified, first_seen_at, last_seen_at)
    select '${project.id}', case when g % 10 < 6 then 'channel' else 'site' end,
      case when g % 10 < 6 then (array['sms:+3460','whatsapp:3460','telegram:','email:v'])[1 + g % 4] || g else 'user-' || g end,
      case when g % 3 = 0 then null else initcap((${names})[1 + g % 20]) || ' ' || g end,
      case when g % 2 = 0 then (${names})[1 + g % 20] || g || '@example.com' end,
      case when g % 10 < 6 and g % 4 < 2 then '+3460' || g end,
      g % 10 between 6 and 8,
      now() - interval '90 days' + g * interval '1 minute' / 20, now() - random() * interval '60 days'
    from generate_series(1, ${count}) g`));
  await db.execute(sql.raw(`
    insert into visitor_channel_ids (project_id, visitor_id, channel, external_id)
    select project_id, id, split_part(external_id, ':', 1), split_part(external_id, ':', 2) from visitors where project_id = '${project.id}' and kind = 'channel'`));
  await db.execute(sql.raw(`
    insert into conversations (agent_id, session_id, channel, status, visitor_id, started_at, last_message_at)
    select '${agent.id}', 'bench-' || id, 'widget', 'ended', id, last_seen_at, last_seen_at from visitors where project_id = '${project.id}'`));
  await db.execute(sql`analyze`);
  const deps = { db: database.db, clock: () => new Date() } as unknown as AppDeps;
  return { database, deps, user: user as SessionUser, projectId: project.id };
}

/** One list request as the route makes it, from its query string; the time in ms and the rows. */
export async function timeList(bench: VisitorsBench, query: Record<string, string>): Promise<{ ms: number; rows: number; nextCursor: string | null }> {
  const parsed = visitorsQuery.parse(query);
  const started = performance.now();
  const page = await listVisitors(bench.deps, bench.user, bench.projectId, parsed);
  return { ms: performance.now() - started, rows: page.visitors.length, nextCursor: page.nextCursor };
}
