import { Worker } from 'node:worker_threads';
import type { DatasetSettings } from '../../../common/knowledge';
import { workerScript } from '../../platform/worker-script';
import { DocumentParseError, type ExtractedDocument } from '../documents/extract-document';
import type { ExtractedContent } from '../index-item';
import type { DocumentTask, DocumentTaskAnswer } from './document-task';
import type { IndexSource, PreparedIndex } from './index-rows';

const WORKER = workerScript(import.meta.url, 'document-worker');
/** The thread's heap limit: a file that needs more is refused as too large; the server's own heap is never at stake. */
export const DOCUMENT_HEAP_MB = 384;
/** A task that runs longer is stopped: a hostile file must not keep the thread forever. */
export const DOCUMENT_TASK_TIMEOUT_MS = 5 * 60_000;
/** An idle thread is ended, so its heap (the tokenizer, a PDF reader) goes back to the system. */
const IDLE_MS = 30_000;

type Task = DocumentTask extends infer T ? (T extends DocumentTask ? Omit<T, 'id'> : never) : never;
interface Queued {
  task: DocumentTask;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

let thread: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let running: (Queued & { timer: NodeJS.Timeout }) | undefined;
const waiting: Queued[] = [];
let nextId = 1;

function startThread(): Worker {
  const worker = new Worker(WORKER.script, {
    eval: WORKER.eval,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: DOCUMENT_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  worker.on('message', (answer: DocumentTaskAnswer) => {
    if (!running || running.task.id !== answer.id) return;
    const done = running;
    clearTimeout(done.timer);
    running = undefined;
    if (answer.ok) done.resolve(answer.value);
    else if ('parse' in answer) done.reject(new DocumentParseError(answer.parse.reason, answer.parse.message, { params: answer.parse.params }));
    else done.reject(new Error(answer.error));
    next();
  });
  // out of memory, or a crash: the task it was running is refused; the thread starts again for the next
  worker.on('error', (err) => lose(worker, outOfMemory(err) ? tooLarge() : new Error(`Reading the document failed: ${err.message}`)));
  worker.on('exit', () => lose(worker, new Error('The document thread stopped before it answered.')));
  return worker;
}

const outOfMemory = (err: Error) => (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
const tooLarge = () =>
  new DocumentParseError('too_heavy', `Reading this file needs more than the ${DOCUMENT_HEAP_MB} MB of memory the server gives one document. Split it into smaller files and upload them again.`, {
    params: { megabytes: DOCUMENT_HEAP_MB },
  });

/** The thread ended: the task it ran fails with `reason`; the ones waiting go on in a new thread. */
function lose(worker: Worker, reason: Error): void {
  if (thread !== worker) return;
  thread = undefined;
  if (running) {
    clearTimeout(running.timer);
    running.reject(reason);
    running = undefined;
  }
  next();
}

function next(): void {
  const queued = waiting.shift();
  if (!queued) {
    clearTimeout(idle);
    idle = setTimeout(() => {
      const worker = thread;
      thread = undefined;
      void worker?.terminate();
    }, IDLE_MS);
    idle.unref();
    thread?.unref();
    return;
  }
  clearTimeout(idle);
  thread ??= startThread();
  thread.ref();
  const worker = thread;
  const timer = setTimeout(() => {
    lose(worker, new DocumentParseError('too_slow', `Reading this file took longer than ${DOCUMENT_TASK_TIMEOUT_MS / 60_000} minutes and was stopped. Split it into smaller files and upload them again.`, { params: { minutes: DOCUMENT_TASK_TIMEOUT_MS / 60_000 } }));
    void worker.terminate();
  }, DOCUMENT_TASK_TIMEOUT_MS);
  running = { ...queued, timer };
  worker.postMessage(queued.task);
}

function runTask<T>(task: Task): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push({ task: { ...task, id: nextId++ } as DocumentTask, resolve: resolve as (value: unknown) => void, reject });
    if (!running) next();
  });
}

/** extractDocument on the document thread: throws DocumentParseError as it does, and for a file past the thread's memory or time. */
export function extractDocumentOffThread(bytes: Uint8Array, fileName: string): Promise<ExtractedDocument> {
  return runTask({ kind: 'extract', bytes, fileName });
}

/** prepareIndexRows on the document thread. */
export function prepareIndexOffThread(source: IndexSource, content: ExtractedContent, settings: Pick<DatasetSettings, 'chunkSize' | 'chunkOverlap'>): Promise<PreparedIndex> {
  return runTask({ kind: 'prepare', source: { type: source.type, source: source.source }, content: { title: content.title, text: content.text, lang: content.lang ?? null }, settings: { chunkSize: settings.chunkSize, chunkOverlap: settings.chunkOverlap } });
}
