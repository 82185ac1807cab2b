import type { Config } from '../config';
import type { Db } from '../db/client';

/** What services receive; there is no global app accessor (STYLE.md rule 3). */
export interface AppDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  /** the instance secret (APP_SECRET or generated in DATA_DIR) */
  secret: string;
  clock: () => Date;
}
