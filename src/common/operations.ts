import { z } from 'zod';

/** GET /api/health: the process answers. */
export const healthReply = z.object({ ok: z.literal(true) });

/** GET /api/ready: 200 when every check passes, else 503 with the failing ones false. */
export const readinessReply = z.object({
  ok: z.boolean(),
  /** the database answers */
  database: z.boolean(),
  /** every committed migration is applied */
  migrations: z.boolean(),
  /** a worker loop beat within the last minute */
  worker: z.boolean(),
});
