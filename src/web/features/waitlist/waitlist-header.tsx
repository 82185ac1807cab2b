import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSelect } from '../../components/language-select';
import { ThemeToggle } from '../../components/theme-toggle';

/** Logo home link, language selector, theme toggle and optional extra actions. */
export function WaitlistHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('waitlist');
  return (
    <header className="border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4">
        <Link
          href="/"
          aria-label={t('header.home')}
          className="mr-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <BrandMark />
        </Link>
        <LanguageSelect />
        <ThemeToggle />
        {children}
      </div>
    </header>
  );
}
