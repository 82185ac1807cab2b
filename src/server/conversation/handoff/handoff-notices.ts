import type { HandoffState } from '../../../common/inbox';
import { inAgentLanguage } from '../../platform/agent-language';

/** What the visitor reads when a person joins or leaves, in the agent's language. */
const NOTICES = {
  human: { en: 'A person from our team has joined the conversation.', es: 'Una persona de nuestro equipo se ha unido a la conversación.' },
  bot: { en: 'You are chatting with the assistant again.', es: 'Vuelves a hablar con el asistente.' },
  requested: { en: 'We have asked a person from our team to join. Please wait a moment.', es: 'Hemos avisado a una persona de nuestro equipo. Espera un momento, por favor.' },
} as const;

export function handoffNotice(state: HandoffState, language: string): string {
  return inAgentLanguage(NOTICES[state], language);
}
