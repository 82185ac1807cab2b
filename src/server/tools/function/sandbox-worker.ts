/**
 * Runs one function tool call in a fresh QuickJS runtime compiled to WebAssembly, inside its own
 * worker thread (started by run-function.ts, which ends it when it overruns). The thread may be
 * started before its call (a spare): it prepares QuickJS, waits for one job, answers and is ended. The sandbox has no
 * host functions at all: no network, files, timers, process or console; only the ECMAScript
 * built-ins. Memory, stack and time are capped by QuickJS itself (ADR 0024).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';

/** The thread's workerData. */
export interface SandboxSetup {
  /** QuickJS's WebAssembly, compiled once by the main thread */
  wasmModule: WebAssembly.Module;
}

/** The one call a thread runs, posted to it. */
export interface SandboxJob {
  code: string;
  /** the arguments as JSON text */
  argsJson: string;
  timeoutMs: number;
  /** epoch ms when the call, counted from its start on the main thread, must stop */
  deadline: number;
  memoryBytes: number;
  stackBytes: number;
}

/** The call's answer: the returned value as JSON text, or a sentence saying why it failed. */
export type SandboxAnswer = { ok: true; json: string } | { ok: false; error: string };

function describeError(ctx: QuickJSContext, handle: QuickJSHandle, job: SandboxJob): string {
  const dumped: unknown = ctx.dump(handle);
  const error = dumped && typeof dumped === 'object' ? (dumped as { name?: unknown; message?: unknown }) : { message: dumped };
  const message = String(error.message ?? 'unknown error');
  if (message === 'interrupted') return `The function ran longer than ${job.timeoutMs / 1000} s and was stopped.`;
  if (message === 'out of memory') return `The function used more than ${job.memoryBytes / 1024 / 1024} MB of memory and was stopped.`;
  if (message === 'stack overflow') return 'The function recursed too deeply (stack overflow) and was stopped.';
  return `${typeof error.name === 'string' ? error.name : 'Error'}: ${message}`.slice(0, 1000);
}

// The owner's body becomes an async function; its result is turned into JSON text inside the sandbox.
const wrap = (job: SandboxJob) =>
  `(async function (args) {\n${job.code}\n})(JSON.parse(${JSON.stringify(job.argsJson)})).then((value) => { const text = JSON.stringify(value); return text === undefined ? 'null' : text; })`;

function run(quickjs: QuickJSWASMModule, job: SandboxJob): SandboxAnswer {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(job.memoryBytes);
  runtime.setMaxStackSize(job.stackBytes);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(job.deadline));
  const ctx = runtime.newContext();
  const evaluated = ctx.evalCode(wrap(job), 'function.js');
  if (evaluated.error) return { ok: false, error: describeError(ctx, evaluated.error, job) };
  const jobs = runtime.executePendingJobs(-1);
  if (jobs.error) return { ok: false, error: describeError(ctx, jobs.error, job) };
  const state = ctx.getPromiseState(evaluated.value);
  if (state.type === 'pending') return { ok: false, error: 'The function returned a promise that never settled (the sandbox has no timers or network to wait for).' };
  if (state.type === 'rejected') return { ok: false, error: describeError(ctx, state.error, job) };
  const json: unknown = ctx.dump(state.value);
  // the sandbox's own JSON.stringify may have been replaced by the owner's code
  if (typeof json !== 'string') return { ok: false, error: 'The function must return a JSON value.' };
  return { ok: true, json };
}

const port = parentPort;
if (port) {
  const quickjs = newQuickJSWASMModuleFromVariant(newVariant(releaseSync, { wasmModule: (workerData as SandboxSetup).wasmModule }));
  // a failure to prepare is reported when the job comes, not as an unhandled rejection before it
  quickjs.catch(() => undefined);
  // The runtime is not disposed: after a limit was hit it may be in no state to be, and the worker ends anyway.
  port.once('message', (job: SandboxJob) => {
    quickjs.then((module) => run(module, job)).then(
      (answer) => port.postMessage(answer),
      (err: unknown) => port.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) } satisfies SandboxAnswer),
    );
  });
}
