import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { setTheme, useTheme } from './use-theme';

/** Switches between dark and light; the 'system' choice lives in Settings > Preferences. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { isDark } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      aria-label={t('theme.toggle')}
      title={t('theme.toggle')}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <Sun /> : <Moon />}
    </Button>
  );
}
