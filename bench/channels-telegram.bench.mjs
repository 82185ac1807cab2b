// Inbound Telegram updates on the PostgreSQL server, end to end: 500 updates from 500 private
// chats posted 16 at a time to the bot's webhook (with its secret token) while the server's worker
// answers them through an instant model; each reply's sendMessage is timed at the Bot API peer
// from the moment its update was posted. Every chat must be answered exactly once. Bounded: the
// replies are awaited at most 15 s, so the whole bench stays under a minute on a quiet machine.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startInstantLlm } from './lib/instant-llm.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { formatMs, printTable, writeResults } from './lib/report.mjs';
import { sleep, startServer } from './lib/server.mjs';
import { signUpSession } from './lib/session.mjs';
import { startTelegramPeer } from './lib/telegram-peer.mjs';

const UPDATES = 500;
const WARM_UP = 50;
const CONCURRENCY = 16;
const REPLY_DEADLINE_MS = 15_000;
const TARGETS = { updatesPerSecond: 500 };
const ORIGIN = 'https://bench.example.com';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const began = performance.now();
const phase = (name) => console.error(`  ${name}: ${formatMs(performance.now() - began)}`);

const result = await withScratchDatabase('bench_telegram', async (databaseUrl) => {
  phase('scratch database ready');
  const llm = await startInstantLlm();
  const telegram = await startTelegramPeer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-telegram-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SIGNUP_MODE: 'open', PUBLIC_URL: ORIGIN, TELEGRAM_API_URL: telegram.url, ALLOW_PRIVATE_URLS: llm.host, LOG_LEVEL: 'warn', WORKER_CONCURRENCY: String(CONCURRENCY) };
  const server = await startServer(env);
  phase('server started');
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    await session.call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'bench', keyHash: 'sk-bench-0000', baseUrl: llm.baseUrl });
    const agent = await session.call('POST', `/api/projects/${project.id}/agents`, { name: 'Telegram Bench', modelProvider: 'other', modelName: 'bench-model', systemPrompt: 'You answer Telegram chats for a shop.' });
    await session.call('POST', `/api/agents/${agent.id}/publish`, {});
    await session.call('PUT', `/api/agents/${agent.id}/channels/telegram`, { botToken: telegram.token, allowGroups: false });
    if (!telegram.secret) throw new Error('the webhook was not registered');
    phase('bot connected');

    const postedAt = new Map();
    let sequence = 0;
    const load = (amount) => {
      const first = sequence;
      sequence += amount;
      const bodies = Array.from({ length: amount }, (_, i) => {
        const chat = 100_000_000 + first + i;
        const update = { update_id: 900_000 + first + i, message: { message_id: 1, from: { id: chat, is_bot: false, first_name: 'Ada' }, chat: { id: chat, type: 'private', first_name: 'Ada' }, date: 1, text: 'When are you open?' } };
        return { chat: String(chat), body: JSON.stringify(update) };
      });
      let next = 0;
      return autocannon({
        url: `${server.baseUrl}/webhook/telegram/${telegram.botId}`,
        method: 'POST',
        connections: CONCURRENCY,
        amount,
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': telegram.secret },
        requests: [
          {
            setupRequest: (req) => {
              const { chat, body } = bodies[next++ % bodies.length];
              postedAt.set(chat, performance.now());
              return { ...req, body };
            },
          },
        ],
      });
    };
    const waitForReplies = async (count, waitMs = REPLY_DEADLINE_MS) => {
      const deadline = Date.now() + waitMs;
      while (telegram.sent < count && Date.now() < deadline) await sleep(10);
    };

    // warm-up: connections, prepared statements, the first turns
    const warm = await load(WARM_UP);
    if (warm.non2xx > 0) throw new Error(`warm-up: ${warm.non2xx} updates were refused`);
    await waitForReplies(WARM_UP, 5_000);
    phase('warmed up');

    const started = performance.now();
    const run = await load(UPDATES);
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${run.non2xx} updates refused, ${run.errors} errors`);
    phase('updates posted');
    await waitForReplies(WARM_UP + UPDATES);
    phase('replies awaited');
    const lastReply = Math.max(...[...telegram.firstSentAt.values()]);
    await sleep(1000); // a duplicate would arrive now
    const measured = [...postedAt.keys()].filter((chat) => Number(chat) >= 100_000_000 + WARM_UP);
    const latencies = measured.filter((c) => telegram.firstSentAt.has(c)).map((c) => telegram.firstSentAt.get(c) - postedAt.get(c));
    const answered = latencies.length;
    const duplicates = [...telegram.byChat.values()].filter((n) => n > 1).length;
    const perSecond = answered / ((lastReply - started) / 1000);

    const rows = [
      { measure: `updates answered end to end, concurrency ${CONCURRENCY}`, value: `${Math.round(perSecond)} a second`, target: `>= ${TARGETS.updatesPerSecond}`, verdict: perSecond >= TARGETS.updatesPerSecond ? 'PASS' : 'FAIL' },
      { measure: `webhook to sendMessage (p50 ${formatMs(percentile(latencies, 50))})`, value: `${formatMs(percentile(latencies, 99))} p99`, target: '', verdict: '' },
      { measure: `webhook acknowledged (p50 ${run.latency.p50} ms)`, value: `${run.latency.p99} ms p99, ${Math.round(run.requests.average)} a second`, target: '', verdict: '' },
      { measure: 'replies at the Bot API peer', value: `${answered} of ${UPDATES} (${duplicates} chats answered twice, ${telegram.refused} refused)`, target: `= ${UPDATES}`, verdict: answered === UPDATES && duplicates === 0 && telegram.refused === 0 ? 'PASS' : 'FAIL' },
    ];
    printTable(rows);
    return { updates: UPDATES, concurrency: CONCURRENCY, rows };
  } finally {
    await server.stop();
    await llm.close?.();
    await telegram.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

if (result === null) console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL): skipped');
else writeResults('channels-telegram', result);
