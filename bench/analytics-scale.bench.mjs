// 1,000,000 stored runs in 100,000 conversations of one project (10 agents, 4 channels, 3 models,
// the last 30 days) on the PostgreSQL server, seeded in SQL. Once the worker has rolled the closed
// hours up, measures over sequential requests to the built server: the 30-day Analytics report,
// the dashboard summary, Conversations pages, a search for a common and a rare word, and the CSV
// export of every run of the range (bytes, time, and how much the server's RSS grew meanwhile).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withScratchDatabase } from './lib/postgres.mjs';
import { formatMb, formatMs, printTable, verdict, writeResults } from './lib/report.mjs';
import { sleep, startServer } from './lib/server.mjs';
import { signUpSession } from './lib/session.mjs';

const CONVERSATIONS = 100_000;
const RUNS_PER_CONVERSATION = 10;
const SAMPLES = 40;
const TARGETS = { analytics: 200, page: 100, search: 300, exportRssMb: 50 };

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

async function seed(db, projectId) {
  await db.query(`insert into agents (project_id, name, status) select $1, 'Agent ' || g, 'active' from generate_series(1, 10) g`, [projectId]);
  await db.query(`
    insert into conversations (agent_id, session_id, channel, status, started_at, last_message_at, ended_at)
    select a.ids[1 + g % 10], 'bench-' || g, (array['chat','widget','api','demo'])[1 + (g / 10) % 4], 'ended', t, t + interval '10 minutes', t + interval '40 minutes'
    from generate_series(1, $2::int) g,
      (select array_agg(id order by name) as ids from agents where project_id = $1) a,
      lateral (select now() - interval '5 minutes' - random() * interval '30 days' + g * interval '0 seconds' as t) s`, [projectId, CONVERSATIONS]);
  // pseudo-words with a Zipf-like spread; 'zebra' in about 1 run in 20,000
  await db.query(`
    insert into agent_runs (agent_id, conversation_id, session_id, channel, user_input, agent_output, tokens, tokens_in, tokens_out, cost, latency, status, model, rating, created_at)
    select c.agent_id, c.id, c.session_id, c.channel,
      'question w' || floor(power(random(), 3) * 3000)::int || ' about w' || floor(power(random(), 3) * 3000)::int || case when random() < 0.00005 then ' zebra' else '' end,
      'answer w' || floor(power(random(), 3) * 3000)::int || ' w' || floor(power(random(), 3) * 3000)::int || ' w' || floor(random() * 3000)::int,
      300, 200, 100, 0.000450, 200 + floor(power(random(), 4) * 6000)::int,
      case when random() < 0.02 then 'error' else 'completed' end,
      (array['gpt-4o','gpt-4o-mini','claude-sonnet-4'])[1 + k % 3],
      case when random() < 0.03 then (case when random() < 0.8 then 'up' else 'down' end) end,
      c.started_at + k * interval '1 minute'
    from conversations c, generate_series(0, $1::int - 1) k`, [RUNS_PER_CONVERSATION]);
  // as autovacuum leaves a table that grew over a month: hint bits set, visibility map current
  await db.query('vacuum analyze');
}

async function timed(session, url, samples = SAMPLES) {
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await session.call('GET', url);
    times.push(performance.now() - started);
  }
  return p95(times);
}

async function exportRun(server, session, url) {
  const baseline = server.rssBytes();
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 50);
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${url}`, { headers: session.headers });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  clearInterval(timer);
  return { ms: performance.now() - started, bytes, growth: peak - baseline, peak, status: res.status };
}

const result = await withScratchDatabase('bench_analytics', async (databaseUrl) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SIGNUP_MODE: 'open' });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const session = await signUpSession(server.baseUrl);
    await session.call('POST', '/api/billing/trial', {});
    const [project] = await session.call('GET', '/api/projects');
    const seedStarted = performance.now();
    await seed(db, project.id);
    const seedMs = performance.now() - seedStarted;
    const runs = Number((await db.query('select count(*) from agent_runs')).rows[0].count);
    console.log(`seeded ${runs} runs in ${formatMs(seedMs)}`);

    const analyticsUrl = `/api/projects/${project.id}/analytics?range=30d`;
    const rows = [];
    const rollupStarted = performance.now();
    // the worker rolls closed hours up every minute
    for (;;) {
      const { rows: w } = await db.query(`select value->>'at' as at from instance_settings where key = 'analytics.rolledUpTo'`);
      if (w[0]?.at && Date.now() - Date.parse(w[0].at) < 2 * 3_600_000) break;
      if (performance.now() - rollupStarted > 10 * 60_000) throw new Error('the roll-up did not finish within 10 minutes');
      await sleep(1000);
    }
    const analytics = await timed(session, analyticsUrl);
    rows.push({ measure: '30-day analytics report (rolled up)', 'p95 ms': Math.round(analytics), target: `<= ${TARGETS.analytics}`, verdict: verdict(analytics, TARGETS.analytics) });
    const dashboard = await timed(session, `/api/projects/${project.id}/analytics`);
    rows.push({ measure: 'dashboard summary', 'p95 ms': Math.round(dashboard), target: '', verdict: '' });
    const page = await timed(session, `/api/projects/${project.id}/conversations`);
    rows.push({ measure: 'conversations page (25)', 'p95 ms': Math.round(page), target: `<= ${TARGETS.page}`, verdict: verdict(page, TARGETS.page) });
    const filtered = await timed(session, `/api/projects/${project.id}/conversations?channel=widget&rating=down`);
    rows.push({ measure: 'conversations page, channel + rating filter', 'p95 ms': Math.round(filtered), target: `<= ${TARGETS.page}`, verdict: verdict(filtered, TARGETS.page) });
    const common = await timed(session, `/api/projects/${project.id}/conversations?q=w1`);
    rows.push({ measure: 'search, common word', 'p95 ms': Math.round(common), target: `<= ${TARGETS.search}`, verdict: verdict(common, TARGETS.search) });
    const rare = await timed(session, `/api/projects/${project.id}/conversations?q=zebra`);
    rows.push({ measure: 'search, rare word', 'p95 ms': Math.round(rare), target: `<= ${TARGETS.search}`, verdict: verdict(rare, TARGETS.search) });
    // a week first (about a quarter of the runs), then all of them: memory that grew with the
    // export's size would show as a higher peak the second time
    const week = await exportRun(server, session, `/api/projects/${project.id}/analytics/export?range=7d`);
    rows.push({ measure: `CSV export of the last 7 days: ${formatMb(week.bytes)} in ${formatMs(week.ms)}, RSS growth (MB), peak ${formatMb(week.peak)}`, 'p95 ms': (week.growth / 1024 / 1024).toFixed(1), target: '', verdict: '' });
    const exported = await exportRun(server, session, `/api/projects/${project.id}/analytics/export?range=30d`);
    if (exported.status !== 200 || week.status !== 200) throw new Error(`export answered ${week.status}, ${exported.status}`);
    rows.push({ measure: `CSV export of all ${runs} runs: ${formatMb(exported.bytes)} in ${formatMs(exported.ms)}, RSS growth (MB), peak ${formatMb(exported.peak)}`, 'p95 ms': (exported.growth / 1024 / 1024).toFixed(1), target: `<= ${TARGETS.exportRssMb}`, verdict: verdict(exported.growth / 1024 / 1024, TARGETS.exportRssMb) });
    printTable(rows);
    return { runs, conversations: CONVERSATIONS, seedMs, rows };
  } finally {
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

if (result === null) console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL): skipped');
else writeResults('analytics-scale', result);
