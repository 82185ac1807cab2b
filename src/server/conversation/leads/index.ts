/** What other features may use of conversation/leads: everything else in this folder is its own. */
export { leadCaptured } from './lead-events';
export { recordLead } from './service';
