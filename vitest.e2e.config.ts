import { defineConfig } from 'vitest/config';

// End-to-end journeys: one built server (global setup) and one browser at a time, so the
// 2-core machines stay responsive. Run through `npm run test:e2e` (e2e/run.mjs), which builds first.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/setup/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    // a loaded 2-core CI machine can take seconds for what takes milliseconds alone (an upload, an ingestion)
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
