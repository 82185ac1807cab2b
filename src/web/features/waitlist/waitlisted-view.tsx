import { Hourglass, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@common/auth';
import { FutureAbilities } from './future-abilities';
import { LogoutButton } from './logout-button';
import { RotatingHighlight } from './rotating-highlight';
import { WaitlistHeader } from './waitlist-header';

/** What a signed-in user on the waitlist sees on every route. */
export function WaitlistedView({ user }: { user: PublicUser }) {
  const { t } = useTranslation('waitlist');

  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <WaitlistHeader>
        <LogoutButton compact />
      </WaitlistHeader>
      <main className="relative flex-1 overflow-hidden px-4 py-12 sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-32 -z-10 mx-auto h-96 max-w-2xl rounded-full bg-primary/20 blur-3xl dark:bg-primary/15"
        />
        <div className="mx-auto flex max-w-2xl flex-col gap-6">
          <div className="text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
              <Hourglass className="size-7" aria-hidden />
            </span>
            <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
              {t('view.greeting', { name: user.firstName?.trim() || user.email })}
            </h1>
            <p className="mx-auto mt-3 max-w-lg text-lg text-muted-foreground">{t('view.statement')}</p>
          </div>
          <RotatingHighlight />
          <FutureAbilities />
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-5 text-center sm:flex-row sm:justify-between sm:text-left">
            <div className="flex min-w-0 items-center gap-3">
              <Mail className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">{t('view.registeredEmail')}</p>
                <p data-testid="waitlist-email" className="truncate font-medium">
                  {user.email}
                </p>
              </div>
            </div>
            <LogoutButton />
          </div>
        </div>
      </main>
    </div>
  );
}
