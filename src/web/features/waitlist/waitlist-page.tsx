import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card } from '../../components/ui/card';
import { WaitlistForm } from './waitlist-form';
import { WaitlistHeader } from './waitlist-header';

/** /waitlist for visitors. */
export function WaitlistPage() {
  const { t } = useTranslation('waitlist');

  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <WaitlistHeader />
      <main className="relative flex flex-1 items-start justify-center overflow-hidden px-4 py-12 sm:items-center sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-32 -z-10 mx-auto h-96 max-w-2xl rounded-full bg-primary/20 blur-3xl dark:bg-primary/15"
        />
        <div className="w-full max-w-md">
          <Card className="p-6 sm:p-8">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('page.eyebrow')}</p>
            <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{t('page.title')}</h1>
            <p className="mt-3 text-muted-foreground">{t('page.subtitle')}</p>
            <div className="mt-6">
              <WaitlistForm />
            </div>
          </Card>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
            <Link href="/" className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground">
              <ArrowLeft className="size-4" aria-hidden />
              {t('page.backHome')}
            </Link>
            <span className="text-muted-foreground">
              {t('page.haveAccess')}{' '}
              <a href="/api/login" className="font-medium text-primary hover:underline">
                {t('page.signIn')}
              </a>
            </span>
          </div>
        </div>
      </main>
    </div>
  );
}
