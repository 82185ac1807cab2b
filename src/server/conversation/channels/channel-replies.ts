import { inAgentLanguage } from '../../platform/agent-language';

/** What a visitor reads on SMS or WhatsApp when the agent itself cannot answer, in the agent's language. */
const REPLIES = {
  unsupported: {
    en: 'Sorry, I can only read text messages. Please write your question.',
    es: 'Lo siento, solo puedo leer mensajes de texto. Por favor, escribe tu pregunta.',
  },
  failure: {
    en: 'Sorry, I could not answer right now. Please try again in a moment.',
    es: 'Lo siento, ahora mismo no puedo responder. Por favor, inténtalo de nuevo en un momento.',
  },
} as const;

export function channelReply(kind: keyof typeof REPLIES, language: string | null): string {
  return inAgentLanguage(REPLIES[kind], language);
}
