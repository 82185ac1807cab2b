import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { readLanguage, saveLanguage, type Language } from '../lib/preferences';
import { cn } from '../lib/cn';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

const LANGUAGES: Language[] = ['en', 'es'];

/** Saves the language in local storage; the page reloads ~100 ms later in that language. */
export function LanguageSelect({ className, onChange }: { className?: string; onChange?: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      defaultValue={readLanguage()}
      onValueChange={(value) => {
        const language: Language = value === 'es' ? 'es' : 'en';
        onChange?.(language);
        saveLanguage(language);
      }}
    >
      <SelectTrigger aria-label={t('language.label')} data-testid="language-select" className={cn('w-auto gap-2', className)}>
        <Languages className="size-4 opacity-70" />
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {LANGUAGES.map((language) => (
          <SelectItem key={language} value={language}>
            {t(`language.${language}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
