/** What other features may use of insights/analytics: everything else in this folder is its own. */
export { projectMonthCost, projectPeriodFigures } from './service';
