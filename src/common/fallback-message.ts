/**
 * What an agent says when neither its instructions nor its knowledge answer a question, unless
 * the owner wrote their own (agent.fallbackMessage). Shared: the runtime tells the model, the
 * wizard shows it as the field's placeholder.
 */
export const DEFAULT_FALLBACK_MESSAGES = {
  en: "I'm sorry, I don't have information about that. Could you rephrase your question, or ask me something else?",
  es: 'Lo siento, no tengo información sobre eso. ¿Puedes reformular tu pregunta o preguntarme otra cosa?',
} as const;

export function defaultFallbackMessage(language: string): string {
  return language === 'es' ? DEFAULT_FALLBACK_MESSAGES.es : DEFAULT_FALLBACK_MESSAGES.en;
}

/** The owner's message when they wrote one, else the default in the agent's language. */
export function fallbackMessageOf(agent: { fallbackMessage?: string | null; defaultLanguage: string }): string {
  return agent.fallbackMessage?.trim() || defaultFallbackMessage(agent.defaultLanguage);
}
