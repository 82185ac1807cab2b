import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modelPricesView, saveModelPricesBody } from '../../../common/model-prices';
import type { AppDeps } from '../../platform/deps';
import { modelPricesView as readModelPrices, saveModelPrices } from './model-prices-store';

const tags = ['Instance'];

/** The price table runs are costed with: read by every signed-in user (model pickers), changed by admins. */
export function modelPriceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/model-prices', { config: { access: 'signedIn' }, schema: { tags, summary: "The instance's model prices and the built-in ones", response: { 200: modelPricesView } } }, async () =>
      readModelPrices(deps),
    );

    app.put(
      '/api/admin/model-prices',
      { config: { access: 'admin' }, schema: { tags, summary: "Replace the instance's own model prices", body: saveModelPricesBody, response: { 200: modelPricesView } } },
      async (request) => {
        await saveModelPrices(deps, request.body.prices);
        return readModelPrices(deps);
      },
    );
  };
}
