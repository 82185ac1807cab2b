/*
 * Copies of constants from src/common/chat.ts, versions.ts and feedback.ts: importing those modules would
 * bring zod into this bundle. limits.test.ts checks they stay equal.
 */
/** prior messages sent with a turn (the server applies the same cap) */
export const HISTORY_LIMIT = 10;
export const MESSAGE_MAX = 4000;
/** the system-prompt preview shown as 'personality' */
export const PERSONALITY_CHARS = 150;

/** the error code of a turn sent to a conversation the server has closed (e.g. after the idle timeout) */
export const CONVERSATION_ENDED_CODE = 'CONVERSATION_ENDED';

/** the longest comment on a rated reply */
export const FEEDBACK_COMMENT_MAX = 1000;
