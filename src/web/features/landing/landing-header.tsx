import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSelect } from '../../components/language-select';
import { ThemeToggle } from '../../components/theme-toggle';

const SECTIONS = ['demo', 'features', 'pricing'] as const;

/** Sticky header: logo, section links, language selector, theme toggle and sign-in. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation('common');

  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <a href="/" className="mr-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <BrandMark />
        </a>
        <nav aria-label={t('nav.label')} className="mr-4 hidden items-center gap-1 md:flex">
          {SECTIONS.map((id) => (
            <a
              key={id}
              href={`#${id}`}
              className="rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {t(`nav.${id}`)}
            </a>
          ))}
        </nav>
        <LanguageSelect />
        <ThemeToggle />
        <Button asChild size="sm" className="ml-1">
          <a href="/api/login">
            <LogIn aria-hidden className="hidden sm:block" />
            {tc('signIn')}
          </a>
        </Button>
      </div>
    </header>
  );
}
