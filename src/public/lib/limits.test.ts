import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES, CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX } from '@common/chat';
import { FEEDBACK_COMMENT_MAX as COMMON_FEEDBACK_COMMENT_MAX } from '@common/feedback';
import { PERSONALITY_CHARS as COMMON_PERSONALITY_CHARS } from '@common/versions';
import { CONVERSATION_ENDED_CODE, FEEDBACK_COMMENT_MAX, HISTORY_LIMIT, MESSAGE_MAX, PERSONALITY_CHARS } from './limits';

describe('public page limits', () => {
  it('match the API contract', () => {
    expect(HISTORY_LIMIT).toBe(CHAT_HISTORY_LIMIT);
    expect(MESSAGE_MAX).toBe(CHAT_MESSAGE_MAX);
    expect(PERSONALITY_CHARS).toBe(COMMON_PERSONALITY_CHARS);
    expect(FEEDBACK_COMMENT_MAX).toBe(COMMON_FEEDBACK_COMMENT_MAX);
    expect(CONVERSATION_ENDED_CODE).toBe(CHAT_ERROR_CODES.conversationEnded);
  });
});
