/** A visitor-facing text in the agent's language: Spanish for 'es', English otherwise. */
export function inAgentLanguage(texts: { en: string; es: string }, language: string | null): string {
  return language === 'es' ? texts.es : texts.en;
}
