/** What other features may use of conversation/visitor-data: everything else in this folder is its own. */
export { eraseVisitorsById } from './service';
