import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModelPricesView, SaveModelPricesBody } from '@common/model-prices';
import type { ModelPrice } from '@common/pricing';
import { api } from './api';

export const modelPricesQuery = () => queryOptions({ queryKey: ['/api/model-prices'], queryFn: () => api.get<ModelPricesView>('/api/model-prices'), staleTime: 5 * 60_000 });

export function useModelPrices() {
  return useQuery(modelPricesQuery());
}

/** A model's price as runs are costed: the instance's own, else the built-in one, else null (unknown). */
export function usePriceOf(): (model: string) => ModelPrice | null {
  const prices = useModelPrices().data;
  return (model) => {
    const row = prices?.custom.find((p) => p.model === model) ?? prices?.builtIn.find((p) => p.model === model);
    return row ? { input: row.input, output: row.output } : null;
  };
}

/** Admins: replaces the instance's own prices; every model list (which carries prices) reads again. */
export function useSaveModelPrices(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveModelPricesBody) => api.put<ModelPricesView>('/api/admin/model-prices', body),
    onError: options.onError,
    onSuccess: async (view) => {
      queryClient.setQueryData(modelPricesQuery().queryKey, view);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('models') });
      options.onSuccess?.();
    },
  });
}
