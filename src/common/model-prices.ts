import { z } from 'zod';

/** Custom price rows an instance may hold. */
export const MODEL_PRICES_MAX = 200;
/** US dollars per million tokens, the most a price row may say */
export const MODEL_PRICE_MAX = 1000;

const dollarsPerMillion = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must be between 0 and ${MODEL_PRICE_MAX}` })
    .max(MODEL_PRICE_MAX, { error: `${field} must be between 0 and ${MODEL_PRICE_MAX}` });

export const modelPriceRow = z.object({
  /** the model name exactly as the provider (or the Azure deployment) calls it */
  model: z.string().trim().min(1, { error: 'Enter the model name' }).max(200, { error: 'At most 200 characters' }),
  /** US dollars per million input tokens */
  input: dollarsPerMillion('The input price'),
  /** US dollars per million output tokens */
  output: dollarsPerMillion('The output price'),
});
export type ModelPriceRow = z.infer<typeof modelPriceRow>;

/** PUT /api/admin/model-prices: the whole list of custom prices (an empty list removes them all). */
export const saveModelPricesBody = z.object({
  prices: z
    .array(modelPriceRow)
    .max(MODEL_PRICES_MAX, { error: `At most ${MODEL_PRICES_MAX} prices` })
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.model)) ctx.addIssue({ code: 'custom', path: [index, 'model'], message: `"${row.model}" is listed twice` });
        seen.add(row.model);
      });
    }),
});
export type SaveModelPricesBody = z.infer<typeof saveModelPricesBody>;

/** GET /api/model-prices: the instance's own prices (they win) and the built-in table. */
export const modelPricesView = z.object({
  custom: z.array(modelPriceRow),
  builtIn: z.array(modelPriceRow),
});
export type ModelPricesView = z.infer<typeof modelPricesView>;
