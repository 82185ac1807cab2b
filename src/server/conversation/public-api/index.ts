/** What other features may use of conversation/public-api: everything else in this folder is its own. */
export { authenticateKey } from './service';
export type { KeyCredentials } from './service';
