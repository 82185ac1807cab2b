import { useEffect } from 'react';
import { initialLang, toLang, translator, type Lang, type Translate } from '../i18n';

/** The page's language: the agent's once known (it answers in its own), before that the visitor's. */
export function useAgentLanguage(agentLanguage: string | undefined, title?: string): { lang: Lang; t: Translate } {
  const lang = toLang(agentLanguage) ?? initialLang(window.location.search);
  useEffect(() => {
    document.documentElement.lang = lang;
    if (title) document.title = title;
  }, [lang, title]);
  return { lang, t: translator(lang) };
}
