import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { readLanguage, saveLanguage, type Language } from '../lib/preferences';
import { LanguageFlag } from './language-flag';

const LANGUAGES: Language[] = ['en', 'es'];

/** English / Español with flags; saving the choice reloads the page. */
export function LanguageSelect() {
  const { t } = useTranslation('common');
  const current = readLanguage();

  const choose = (value: string) => {
    if (value === 'en' || value === 'es') saveLanguage(value);
  };

  return (
    <Select.Root value={current} onValueChange={choose}>
      <Select.Trigger
        data-testid="language-select"
        aria-label={t('language.label')}
        className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Select.Value>
          <span className="flex items-center gap-1.5">
            <LanguageFlag language={current} className="h-3.5 w-5 rounded-[2px] shadow-sm" />
            <span className="uppercase">{current}</span>
          </span>
        </Select.Value>
        <Select.Icon>
          <ChevronDown className="size-3.5 text-muted-foreground" aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <Select.Viewport>
            {LANGUAGES.map((language) => (
              <Select.Item
                key={language}
                value={language}
                className="relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <LanguageFlag language={language} className="h-3.5 w-5 rounded-[2px] shadow-sm" />
                <Select.ItemText>{t(`language.${language}`)}</Select.ItemText>
                <Select.ItemIndicator className="absolute right-2">
                  <Check className="size-4" aria-hidden />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
