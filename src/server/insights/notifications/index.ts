/** What other features may use of insights/notifications: everything else in this folder is its own. */
export { sendAgentAlerts } from './agent-alerts';
export { sendCostAlerts } from './cost-alerts';
export { sendWeeklyReports } from './weekly-report';
