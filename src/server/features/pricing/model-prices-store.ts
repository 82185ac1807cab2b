import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { modelPriceRow, type ModelPriceRow, type ModelPricesView } from '../../../common/model-prices';
import { OFFLINE_MODEL } from '../../../common/catalogues';
import { MODEL_PRICES, priceOf, type ModelPrice } from '../../../common/pricing';
import { instanceSettings } from '../../db/instance-tables';
import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';

const KEY = 'instance.model_prices';
const stored = z.array(modelPriceRow).catch([]);

// read on every turn that costs a run: cached like the instance settings (ADR 0015)
const cache = cachePerApp<Map<string, ModelPrice>>();

async function customPrices(deps: AppDeps): Promise<Map<string, ModelPrice>> {
  return cache(deps).get(KEY, async () => {
    const rows = await deps.db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, KEY)).limit(1);
    return new Map(stored.parse(rows[0]?.value ?? []).map((row) => [row.model, { input: row.input, output: row.output }]));
  });
}

/** The prices runs are costed at: the instance's own price for a model, else the built-in one, else null (unknown). */
export async function priceTable(deps: AppDeps): Promise<(model: string) => ModelPrice | null> {
  const custom = await customPrices(deps);
  return (model) => custom.get(model) ?? priceOf(model);
}

export async function modelPricesView(deps: AppDeps): Promise<ModelPricesView> {
  const custom = [...(await customPrices(deps))].map(([model, price]) => ({ model, ...price }));
  // the built-in offline model is no provider's model: nothing to price
  const builtIn = Object.entries(MODEL_PRICES)
    .filter(([model]) => model !== OFFLINE_MODEL.model)
    .map(([model, price]) => ({ model, ...price }));
  return { custom, builtIn };
}

/** Replaces the instance's custom prices (the body was validated: names unique, prices in range). */
export async function saveModelPrices(deps: AppDeps, rows: ModelPriceRow[]): Promise<void> {
  await deps.db
    .insert(instanceSettings)
    .values({ key: KEY, value: rows })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value: rows, updatedAt: sql`now()` } });
  cache(deps).forget(KEY);
}
