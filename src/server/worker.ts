import pino from 'pino';
import { boot } from './boot';
import { startWorker } from './worker-loop';
import { loggerOptions } from './platform/log-serializers';
import { buildOperationsApp } from './platform/operations/operations-app';
import { shutdownTracing } from './platform/tracing/tracing';

if (!process.env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database serves one process, where `npm start` already runs the worker.');
  process.exit(1);
}
const { config, database, deps } = await boot({ ...process.env, WORKER: 'on' });
const log = pino(loggerOptions(config.LOG_LEVEL));
const worker = startWorker(deps, log);
log.info('worker started');
// Prometheus scrapes each process: with a token set, the worker answers health, readiness and its metrics on PORT.
const operations = config.METRICS_TOKEN ? await buildOperationsApp(deps) : null;
if (operations) log.info(`worker metrics at ${await operations.listen({ port: config.PORT, host: config.HOST })}/metrics`);

async function shutdown() {
  await operations?.close();
  await worker.stop();
  await shutdownTracing(deps);
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
