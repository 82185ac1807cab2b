import type { AgentTool } from '../agent-tool';

export const END_CONVERSATION_TOOL = 'end_conversation';

/** Built-in tool: the model calls it to close the conversation; the reply then carries isConversationFinished. */
export const endConversationTool: AgentTool = {
  name: END_CONVERSATION_TOOL,
  kind: END_CONVERSATION_TOOL,
  description: 'End the conversation when the user says goodbye or has nothing more to ask.',
  parameters: {
    type: 'object',
    properties: { reason: { type: 'string', description: 'why the conversation ends' } },
    additionalProperties: false,
  },
  execute: async (input) => ({ ended: true, reason: typeof input.reason === 'string' ? input.reason : 'user finished' }),
};
