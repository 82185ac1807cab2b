/** What other features may use of conversation/feedback: everything else in this folder is its own. */
export { replyRated } from './feedback-events';
