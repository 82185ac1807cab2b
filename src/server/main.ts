import { buildApp } from './app';
import { boot } from './boot';
import { startWorker } from './worker-loop';

const started = Date.now();
const { config, database, deps } = await boot(process.env);
const app = await buildApp(deps, { logger: true });
if (config.S3_BUCKET || config.S3_ENDPOINT) {
  app.log.warn('S3_* is set, but S3 storage is not supported yet: uploads are stored under DATA_DIR/uploads.');
}
const worker = config.WORKER === 'on' ? startWorker(deps, app.log) : null;

const address = await app.listen({ port: config.PORT, host: config.HOST });
const shown = config.PUBLIC_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
console.log(`\n  AgentForge is running at ${shown}  (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL server'}, ready in ${Date.now() - started} ms)\n`);

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await worker?.stop();
  const closing = app.close();
  // turns in progress finish (and record their runs) before the database closes
  if (!(await app.inFlight.drained(15_000))) app.log.warn('requests still running after 15 s; closing anyway');
  await closing;
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
