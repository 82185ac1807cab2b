// Inbound SMS on the PostgreSQL server, laid out as the README's multi-process deployment (a web
// process that acknowledges, a worker process that answers): 1,000 signed Twilio webhooks from
// 1,000 senders, 16 at a time. The acknowledgements are measured while the worker is stopped (on
// this 2-core machine it would otherwise share the cores with the web process, PostgreSQL and the
// load generator); a worker started afterwards must then answer every one of them, exactly once,
// which also shows that an acknowledged message survives until a worker is there to answer it.
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startInstantLlm } from './lib/instant-llm.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { formatMs, printTable, verdict, writeResults } from './lib/report.mjs';
import { sleep, startServer, startWorkerProcess } from './lib/server.mjs';
import { signUpSession } from './lib/session.mjs';
import { startTwilioPeer } from './lib/twilio-peer.mjs';

const MESSAGES = 1000;
const WARM_UP = 200;
const CONCURRENCY = 16;
const TARGETS = { ackP99Ms: 20 };
const ORIGIN = 'https://bench.example.com';
const NUMBER = '+15550001111';

function sign(authToken, params) {
  const data = `${ORIGIN}/webhook/sms` + Object.keys(params).sort().map((k) => k + params[k]).join('');
  return createHmac('sha1', authToken).update(data).digest('base64');
}

const result = await withScratchDatabase('bench_channels', async (databaseUrl) => {
  const llm = await startInstantLlm();
  const twilio = await startTwilioPeer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-channels-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SIGNUP_MODE: 'open', PUBLIC_URL: ORIGIN, TWILIO_API_URL: twilio.url, ALLOW_PRIVATE_URLS: llm.host, LOG_LEVEL: 'warn' };
  const server = await startServer({ ...env, WORKER: 'off' });
  let worker = await startWorkerProcess(env);
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    await session.call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'bench', keyHash: 'sk-bench-0000', baseUrl: llm.baseUrl });
    const agent = await session.call('POST', `/api/projects/${project.id}/agents`, { name: 'SMS Bench', modelProvider: 'other', modelName: 'bench-model', systemPrompt: 'You answer SMS for a shop.' });
    await session.call('POST', `/api/agents/${agent.id}/publish`, {});
    await session.call('PUT', `/api/agents/${agent.id}/channels/sms`, { accountSid: twilio.accountSid, authToken: twilio.authToken, phoneNumber: NUMBER });

    const inbound = (i) => {
      const params = { MessageSid: `SM${String(i).padStart(32, '0')}`, AccountSid: twilio.accountSid, From: `+3460${String(1_000_000 + i)}`, To: NUMBER, Body: 'When are you open?', NumMedia: '0' };
      return { headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sign(twilio.authToken, params) }, body: new URLSearchParams(params).toString() };
    };
    // signed ahead of time, so the load generator spends its time sending
    let sequence = 0;
    const load = (amount, connections) => {
      const prepared = Array.from({ length: amount }, (_, i) => inbound(sequence + i));
      sequence += amount;
      let next = 0;
      return autocannon({
        url: `${server.baseUrl}/webhook/sms`,
        method: 'POST',
        connections,
        amount,
        requests: [{ setupRequest: (req) => ({ ...req, ...prepared[next++ % prepared.length] }) }],
      });
    };
    // warm-up: connections, prepared statements, the first turns
    const warm = await load(WARM_UP, CONCURRENCY);
    if (warm.non2xx > 0) throw new Error(`warm-up: ${warm.non2xx} webhooks were refused`);
    while (twilio.sent < WARM_UP) await sleep(20);
    await worker.stop();

    const run = await load(MESSAGES, CONCURRENCY);
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${run.non2xx} webhooks refused, ${run.errors} errors`);
    const started = performance.now();
    worker = await startWorkerProcess(env);
    const deadline = Date.now() + 180_000;
    while (twilio.sent < MESSAGES + WARM_UP && Date.now() < deadline) await sleep(50);
    const repliedMs = performance.now() - started;
    await sleep(1000); // a duplicate would arrive now
    const replies = twilio.sent - WARM_UP;
    const duplicates = [...twilio.byRecipient.values()].filter((n) => n > 1).length;

    const p99 = run.latency.p99;
    const rows = [
      { measure: `webhook acknowledged, concurrency ${CONCURRENCY} (p50 ${run.latency.p50} ms)`, value: `${p99} ms p99`, target: `<= ${TARGETS.ackP99Ms} ms`, verdict: verdict(p99, TARGETS.ackP99Ms) },
      { measure: `${MESSAGES} webhooks acknowledged`, value: `${Math.round(run.requests.average)} a second`, target: '', verdict: '' },
      { measure: 'replies at the Twilio peer', value: `${replies} (${duplicates} senders answered twice, ${twilio.refused} refused)`, target: `= ${MESSAGES}`, verdict: replies === MESSAGES && duplicates === 0 && twilio.refused === 0 ? 'PASS' : 'FAIL' },
      { measure: 'all replies sent, from the worker\'s start', value: formatMs(repliedMs), target: '', verdict: '' },
    ];
    printTable(rows);
    return { messages: MESSAGES, concurrency: CONCURRENCY, rows };
  } finally {
    await worker.stop();
    await server.stop();
    await llm.close?.();
    await twilio.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

if (result === null) console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL): skipped');
else writeResults('channels-sms', result);
