import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { instanceSettings } from '../../db/instance-tables';
import type { AppDeps } from '../deps';
import { cachePerApp } from '../read-cache';

/**
 * One instance-wide setting stored under `key` in instance_settings (ADR 0015): read through the
 * short read cache (hot paths ask on every turn), parsed by `schema` (which gives the default when
 * nothing is stored, e.g. with `.catch`), and replaced whole by `write`.
 */
export function instanceSetting<S extends z.ZodType>(key: string, schema: S) {
  const cache = cachePerApp<z.output<S>>();
  return {
    read: (deps: AppDeps): Promise<z.output<S>> =>
      cache(deps).get(key, async () => {
        const rows = await deps.db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, key)).limit(1);
        return schema.parse(rows[0]?.value);
      }),
    write: async (deps: AppDeps, value: z.input<S>): Promise<void> => {
      await deps.db
        .insert(instanceSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: instanceSettings.key, set: { value, updatedAt: sql`now()` } });
      cache(deps).forget(key);
    },
  };
}
