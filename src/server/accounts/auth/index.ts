/** What other features may use of accounts/auth: everything else in this folder is its own. */
export { oidcRoutes } from './oidc-routes';
export { userChanged } from './user-events';
export { displayName, effectiveTier, toPublicUser } from './user-view';
