/** What other features may use of models/pricing: everything else in this folder is its own. */
export { priceTable } from './model-prices-store';
