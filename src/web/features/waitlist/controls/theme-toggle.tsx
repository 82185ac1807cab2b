import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { saveTheme } from '../../../lib/preferences';

/** Switches between light and dark; the stored theme (or the system one) was applied before paint. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));

  const toggle = () => {
    saveTheme(dark ? 'light' : 'dark');
    setDark(!dark);
  };

  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      aria-label={t('theme.toggle')}
      title={dark ? t('theme.light') : t('theme.dark')}
      onClick={toggle}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
