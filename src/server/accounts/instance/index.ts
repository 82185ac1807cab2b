/** What other features may use of accounts/instance: everything else in this folder is its own. */
export { registerIpAllowList } from './ip-guard';
export { registerTwoFactorRequirement } from './two-factor-guard';
