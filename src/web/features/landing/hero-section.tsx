import { ArrowRight, Sparkles } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

function scrollToFeatures(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('features');
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Headline, 'get started' (sign-in) and 'learn more' (scrolls to the features). */
export function HeroSection() {
  const { t } = useTranslation('landing');

  return (
    <section className="relative overflow-hidden px-4 pt-10 pb-8 sm:pt-24">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-primary/20 blur-3xl dark:bg-primary/15"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <Link
          href="/waitlist"
          className="group inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-2xl border sm:rounded-full bg-card/70 px-4 py-1.5 text-sm shadow-sm transition-colors hover:border-primary/50"
        >
          <Sparkles className="hidden size-4 text-primary sm:block" aria-hidden />
          <span className="text-balance text-muted-foreground">{t('hero.teaser')}</span>
          <span className="inline-flex items-center gap-1 font-medium text-primary">
            {t('hero.teaserLink')}
            <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </span>
        </Link>
        <p className="mt-6 text-sm font-semibold sm:mt-8 tracking-wide text-primary uppercase">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {t('hero.title')}{' '}
          <span className="bg-gradient-to-r from-primary to-fuchsia-500 bg-clip-text text-transparent">
            {t('hero.titleHighlight')}
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">{t('hero.subtitle')}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <a href="/api/login">
              {t('hero.getStarted')}
              <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#features" onClick={scrollToFeatures}>
              {t('hero.learnMore')}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
