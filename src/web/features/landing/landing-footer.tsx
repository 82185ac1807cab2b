import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { useHelp } from '../../lib/queries/get-help';

export function LandingFooter() {
  const { t } = useTranslation('landing');
  // the administrator's support address (Settings > Instance); no mail link while there is none
  const supportEmail = useHelp().data?.supportEmail;
  const links = [
    { href: '#privacy', label: t('footer.privacy') },
    { href: '#terms', label: t('footer.terms') },
    ...(supportEmail ? [{ href: `mailto:${supportEmail}`, label: t('footer.support') }] : []),
  ];

  return (
    <footer className="border-t bg-muted/40 px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <BrandMark />
          <p className="mt-2 text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <nav className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <a key={link.href} href={link.href} className="text-muted-foreground transition-colors hover:text-foreground">
                {link.label}
              </a>
            ))}
          </nav>
          <p className="text-sm text-muted-foreground">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
