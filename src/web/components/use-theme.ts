import { useSyncExternalStore } from 'react';
import { applyTheme, readTheme, saveTheme, type Theme } from '../lib/preferences';

// Several controls show the theme (header toggle, Settings > Preferences); they share this store.
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function notify() {
  for (const listener of listeners) listener();
}

function followSystem() {
  if (readTheme() === 'system') applyTheme('system');
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) darkQuery().addEventListener('change', followSystem);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) darkQuery().removeEventListener('change', followSystem);
  };
}

export function setTheme(theme: Theme): void {
  saveTheme(theme);
  notify();
}

/** The stored theme choice and whether dark is showing now. */
export function useTheme(): { theme: Theme; isDark: boolean } {
  const theme = useSyncExternalStore(subscribe, readTheme);
  const isDark = useSyncExternalStore(subscribe, () => document.documentElement.classList.contains('dark'));
  return { theme, isDark };
}
