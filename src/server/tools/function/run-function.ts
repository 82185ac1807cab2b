import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { FUNCTION_TOOL_LIMITS } from '../../../common/function-tool';
import { workerScript } from '../../platform/worker-script';
import type { SandboxAnswer, SandboxJob, SandboxSetup } from './sandbox-worker';

const WORKER = workerScript(import.meta.url, 'sandbox-worker');
/** what the worker may take beyond QuickJS's own limit before the thread is ended from outside */
const WORKER_GRACE_MS = 2000;
/** sandboxes running at once in this process (each is a thread with up to 32 MB); others wait their turn */
export const MAX_CONCURRENT_SANDBOXES = 4;

let running = 0;
const waiting: (() => void)[] = [];

async function withSandboxSlot<T>(run: () => Promise<T>): Promise<T> {
  while (running >= MAX_CONCURRENT_SANDBOXES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** QuickJS's WebAssembly (shipped in the package), compiled once per process and shared with every sandbox thread. */
function quickjsModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm'))
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((err: unknown) => {
      compiled = undefined;
      throw err;
    });
  return compiled;
}

export class FunctionToolError extends Error {
  override name = 'FunctionToolError';
}

const WORKER_OPTIONS = {
  eval: WORKER.eval,
  execArgv: [],
  env: {},
  stdout: true,
  stderr: true,
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
};
/** a spare thread nobody called for in this long is ended */
const SPARE_IDLE_MS = 60_000;

/** A started thread with QuickJS ready, waiting for the next call: a call does not wait for a thread to start. */
let spare: { worker: Worker; idle: NodeJS.Timeout } | undefined;

function startWorker(wasmModule: WebAssembly.Module): Worker {
  return new Worker(WORKER.script, { ...WORKER_OPTIONS, workerData: { wasmModule } satisfies SandboxSetup });
}

function keepSpare(wasmModule: WebAssembly.Module): void {
  if (spare) return;
  const worker = startWorker(wasmModule);
  const forget = () => {
    if (spare?.worker !== worker) return;
    clearTimeout(spare.idle);
    spare = undefined;
  };
  const idle = setTimeout(() => {
    forget();
    void worker.terminate();
  }, SPARE_IDLE_MS);
  idle.unref();
  // an idle spare never keeps the process alive
  worker.unref();
  worker.once('exit', forget);
  worker.once('error', forget);
  spare = { worker, idle };
}

/** The spare thread, or a new one; either way the next call's spare starts now. Each thread runs one call only. */
function takeWorker(wasmModule: WebAssembly.Module): Worker {
  const taken = spare?.worker;
  if (spare) {
    clearTimeout(spare.idle);
    spare = undefined;
  }
  const worker = taken ?? startWorker(wasmModule);
  worker.ref();
  setImmediate(() => keepSpare(wasmModule));
  return worker;
}

/**
 * Runs the owner's JavaScript body with `args` in a fresh sandbox (a worker thread and a QuickJS
 * runtime of its own per call, so nothing leaks between calls or projects) and gives back the JSON
 * value it returned. Failures throw a FunctionToolError with a sentence the model can read.
 */
export async function runFunctionCode(code: string, args: Record<string, unknown>, timeoutMs: number, signal?: AbortSignal): Promise<unknown> {
  const wasmModule = await quickjsModule();
  return withSandboxSlot(async () => {
    // a call whose caller gave up while it waited for a slot starts no thread
    if (signal?.aborted) throw new FunctionToolError('The function call was cancelled.');
    const limitMs = Math.min(timeoutMs, FUNCTION_TOOL_LIMITS.timeoutMaxMs);
    const job: SandboxJob = {
      code,
      argsJson: JSON.stringify(args),
      timeoutMs: limitMs,
      deadline: Date.now() + limitMs,
      memoryBytes: FUNCTION_TOOL_LIMITS.memoryBytes,
      stackBytes: FUNCTION_TOOL_LIMITS.stackBytes,
    };
    return runInWorker(takeWorker(wasmModule), job, signal);
  });
}

function runInWorker(worker: Worker, job: SandboxJob, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const fail = (message: string) => finish(() => reject(new FunctionToolError(message)));
    const onAbort = () => fail('The function call was cancelled.');
    const timer = setTimeout(() => fail(`The function ran longer than ${job.timeoutMs / 1000} s and was stopped.`), job.timeoutMs + WORKER_GRACE_MS);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (answer: SandboxAnswer) => {
      if (!answer.ok) return fail(answer.error);
      finish(() => resolve(JSON.parse(answer.json)));
    });
    worker.once('error', (err) => fail(`The function sandbox failed: ${err.message}`));
    worker.once('exit', () => fail('The function sandbox stopped without an answer.'));
    worker.postMessage(job);
  });
}
