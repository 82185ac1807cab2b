import { jsonSchema, tool } from 'ai';

export const END_CONVERSATION_TOOL = 'end_conversation';

/**
 * Built-in tool: the model calls it to close the conversation; the reply then carries
 * isConversationFinished. A plain JSON schema: converting a zod schema on every turn is measurable.
 */
export const endConversationTool = tool({
  description: 'End the conversation when the user says goodbye or has nothing more to ask.',
  inputSchema: jsonSchema<{ reason?: string }>({
    type: 'object',
    properties: { reason: { type: 'string', description: 'why the conversation ends' } },
    additionalProperties: false,
  }),
  execute: async ({ reason }) => ({ ended: true, reason: reason ?? 'user finished' }),
});
