/** What other features may use of accounts/settings: everything else in this folder is its own. */
export { forgetOwnerSettings, projectChatLimits, projectOwnerSettings } from './owner-settings';
