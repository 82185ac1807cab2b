import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobSignal } from './jobs/job-signal';
import type { Metrics } from './metrics';
import type { ObjectStore } from './storage/object-store';

/** What services receive; there is no global app accessor (CONTRIBUTING.md, Conventions). */
export interface AppDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** pgvector is available: embeddings can be stored and searched */
  vectorSearch: boolean;
  config: Config;
  /** the instance secret (APP_SECRET or generated in DATA_DIR) */
  secret: string;
  clock: () => Date;
  /** wakes this process's job runner after work was queued */
  jobSignal: JobSignal;
  /** this process's Prometheus metrics */
  metrics: Metrics;
  /** uploaded files: DATA_DIR or an S3-compatible bucket */
  storage: ObjectStore;
}
