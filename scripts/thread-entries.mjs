// Worker threads start from their own entries beside the server bundle
// (src/server/platform/worker-script.ts): the embedded database, the function tools' sandbox, and
// the knowledge base's document reading. scripts/build.mjs builds them into dist/server; tests bundling a server build them beside it.
export const THREAD_ENTRIES = {
  'embedded-worker': 'src/server/db/embedded-worker.ts',
  'sandbox-worker': 'src/server/tools/function/sandbox-worker.ts',
  'document-worker': 'src/server/knowledge/prepare/document-worker.ts',
};
