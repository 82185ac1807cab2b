import { buildApp } from './app';
import { boot } from './boot';
import { exitGracefullyOnSignals } from './platform/shutdown';
import { startWorker } from './worker-loop';

const started = Date.now();
const { config, database, deps } = await boot(process.env);
const app = await buildApp(deps, { logger: true });
const worker = config.WORKER === 'on' ? startWorker(deps, app.log) : null;

const address = await app.listen({ port: config.PORT, host: config.HOST });
const shown = config.PUBLIC_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
console.log(`\n  AgentForge is running at ${shown}  (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL server'}, ready in ${Date.now() - started} ms)\n`);

exitGracefullyOnSignals({ app, worker, database, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
