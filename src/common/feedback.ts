import { z } from 'zod';

export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const FEEDBACK_COMMENT_MAX = 1000;
/** per visitor address and per session, per minute */
export const FEEDBACK_RATE_LIMITS = { perIpPerMinute: 30, perSessionPerMinute: 10 } as const;

/** POST /api/agent-versions/{versionId}/feedback: a visitor rates one reply of their own session. */
export const feedbackBody = z.object({
  sessionId: z.string().trim().min(1, { error: 'Required' }).max(128),
  runId: z.uuid({ error: 'Invalid run id' }),
  rating: z.enum(FEEDBACK_RATINGS, { error: "Use 'up' or 'down'" }),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX, { error: `Comment must be at most ${FEEDBACK_COMMENT_MAX} characters` }).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackReply = z.object({ runId: z.string(), rating: z.enum(FEEDBACK_RATINGS), comment: z.string().nullable(), ratedAt: z.string() });
export type FeedbackReply = z.infer<typeof feedbackReply>;
