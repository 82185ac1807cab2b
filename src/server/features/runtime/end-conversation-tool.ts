import { tool } from 'ai';
import { z } from 'zod';

export const END_CONVERSATION_TOOL = 'end_conversation';

/** Built-in tool: the model calls it to close the conversation; the reply then carries isConversationFinished. */
export const endConversationTool = tool({
  description: 'End the conversation when the user says goodbye or has nothing more to ask.',
  inputSchema: z.object({ reason: z.string().optional() }),
  execute: async ({ reason }) => ({ ended: true, reason: reason ?? 'user finished' }),
});
