/** Theme and language live in local storage; a change reloads the page ~100 ms later. */
export type Theme = 'light' | 'dark' | 'system';
export type Language = 'en' | 'es';

export const THEME_KEY = 'theme';
export const LANGUAGE_KEY = 'language';
export const RELOAD_DELAY_MS = 100;

export function readTheme(): Theme {
  const v = localStorage.getItem(THEME_KEY);
  return v === 'light' || v === 'system' || v === 'dark' ? v : 'dark';
}

export function readLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'es' ? 'es' : 'en';
}

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function saveTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  applyTheme(theme);
}

export function saveLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}
