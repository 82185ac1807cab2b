/** What other features may use of accounts/account: everything else in this folder is its own. */
export { secondFactorPasses, userHasTwoFactor } from './two-factor-service';
