/**
 * The knowledge base's document thread (started by prepare-off-thread.ts): reads uploaded files
 * and chunks texts, the CPU-bound parts of indexing, so a 2,000-page PDF or a 100,000-row
 * spreadsheet never holds the web server's event loop. One task at a time.
 */
import { parentPort } from 'node:worker_threads';
import { DocumentParseError, extractDocument } from '../documents/extract-document';
import { prepareIndexRows } from './index-rows';
import type { DocumentTask, DocumentTaskAnswer } from './document-task';

async function run(task: DocumentTask): Promise<DocumentTaskAnswer> {
  try {
    if (task.kind === 'extract') return { id: task.id, ok: true, value: await extractDocument(task.bytes, task.fileName) };
    return { id: task.id, ok: true, value: await prepareIndexRows(task.source, task.content, task.settings) };
  } catch (err) {
    if (err instanceof DocumentParseError) return { id: task.id, ok: false, parse: { reason: err.reason, message: err.message, params: err.params } };
    return { id: task.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

// the main thread sends the next task once this one is answered
parentPort?.on('message', (task: DocumentTask) => {
  void run(task).then((answer) => parentPort?.postMessage(answer));
});
