import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

/** Closing call to action. */
export function CtaSection() {
  const { t } = useTranslation('landing');

  return (
    <section className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-2xl bg-gradient-to-br from-primary to-fuchsia-600 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('cta.heading')}</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/85">{t('cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-slate-900 hover:bg-white/90">
            <a href="/api/login">
              {t('cta.getStarted')}
              <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
            <Link href="/waitlist">{t('cta.waitlist')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
