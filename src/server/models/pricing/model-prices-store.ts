import { z } from 'zod';
import { modelPriceRow, type ModelPriceRow, type ModelPricesView } from '../../../common/model-prices';
import { OFFLINE_MODEL } from '../../../common/catalogues';
import { MODEL_PRICES, priceOf, type ModelPrice } from '../../../common/pricing';
import type { AppDeps } from '../../platform/deps';
import { instanceSetting } from '../../platform/instance-settings/instance-setting';

// read on every turn that costs a run, as a map by model name
const setting = instanceSetting(
  'instance.model_prices',
  z
    .array(modelPriceRow)
    .catch([])
    .transform((rows) => new Map<string, ModelPrice>(rows.map((row) => [row.model, { input: row.input, output: row.output }]))),
);
const customPrices = setting.read;

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
  await setting.write(deps, rows);
}
