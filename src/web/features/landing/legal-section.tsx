import { useTranslation } from 'react-i18next';

/** Short privacy and terms notes, the targets of the footer links. */
export function LegalSection() {
  const { t } = useTranslation('landing');

  return (
    <section className="border-t px-4 py-12">
      <div className="mx-auto grid max-w-6xl gap-8 text-sm md:grid-cols-2">
        <div id="privacy" className="scroll-mt-20">
          <h2 className="font-semibold">{t('legal.privacyTitle')}</h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">{t('legal.privacyText')}</p>
        </div>
        <div id="terms" className="scroll-mt-20">
          <h2 className="font-semibold">{t('legal.termsTitle')}</h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">{t('legal.termsText')}</p>
        </div>
      </div>
    </section>
  );
}
