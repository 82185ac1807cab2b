import type { BuiltInToolType } from '../tool-type';

/** Hands the conversation to the team: flagged in the Inbox, operators e-mailed; the agent tells the visitor a person will join. */
export const requestHumanTool: BuiltInToolType = {
  id: 'request_human',
  enabledKey: 'requestHuman',
  build: (_agent, ctx) => ({
    name: 'request_human',
    description:
      'Ask a person from the team to take over this conversation. Use it when the visitor asks to speak to a person, or when you cannot help with their request. Then tell the visitor that a person has been notified and will join the conversation.',
    parameters: {
      type: 'object',
      properties: { reason: { type: 'string', maxLength: 500, description: 'why a person is needed, in a short sentence' } },
      required: ['reason'],
      additionalProperties: false,
    },
    execute: async (args) => {
      const reason = typeof args.reason === 'string' ? args.reason : '';
      // a test in the Testing Console or the builder notifies nobody
      const { requestPerson } = ctx.actions;
      if (ctx.isTest || !ctx.conversationId || !requestPerson) return { requested: false, note: 'This is a test conversation: nobody was notified.' };
      const requested = await requestPerson(ctx.deps, ctx.conversationId, reason);
      return requested ? { requested: true, note: 'The team has been notified; a person will join this conversation.' } : { requested: false, note: 'A person has already been asked for or is answering.' };
    },
  }),
};
