import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/knowledge-tables.ts', './src/server/db/tool-tables.ts', './src/server/db/workflow-tables.ts', './src/server/db/analytics-tables.ts', './src/server/db/team-tables.ts', './src/server/db/account-tables.ts', './src/server/db/instance-tables.ts', './src/server/db/channel-tables.ts', './src/server/db/inbox-tables.ts', './src/server/db/search-stats-tables.ts', './src/server/db/knowledge-sync-tables.ts', './src/server/db/curated-tables.ts', './src/server/db/unanswered-tables.ts', './src/server/db/visitor-tables.ts', './src/server/db/approval-tables.ts', './src/server/db/visitor-memory-tables.ts', './src/server/db/visitor-summary-tables.ts'],
  out: './src/server/db/migrations',
});
