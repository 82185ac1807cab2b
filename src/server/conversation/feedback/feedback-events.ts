import type { FeedbackRating } from '../../../common/feedback';
import { defineEvent } from '../../platform/events';

/** A visitor rated one of the agent's replies (emitted after the rating is stored; a listener that throws fails the request). */
export const replyRated = defineEvent<{ runId: string; agentId: string; rating: FeedbackRating }>('feedback.reply-rated');
