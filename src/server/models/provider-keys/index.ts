/** What other features may use of models/provider-keys: everything else in this folder is its own. */
export { resolveCredentials, urlAccessFor } from './service';
export type { ProviderCredentials } from './service';
