import { useQueryClient } from '@tanstack/react-query';
import { Check, MailOpen, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSelect } from '../../components/language-select';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { forgetInvitation, rememberInvitation } from '../../lib/pending-invitation';
import { useAuthStatus } from './api/get-auth-status';
import { useAcceptInvitation, useDeclineInvitation } from './api/answer-invitation';
import { useInvitationPreview } from './api/preview-invitation';

/** The token after '#': browsers never send it to the server. */
const tokenFromHash = () => decodeURIComponent(window.location.hash.slice(1));

/** /invite#token: the invited person sees the project and role, then accepts or declines. */
export function InvitePage() {
  const { t } = useTranslation('members');
  const [token] = useState(tokenFromHash);
  const status = useAuthStatus();
  const signedIn = Boolean(status.data);
  const preview = useInvitationPreview(token, signedIn && token !== '');
  const queryClient = useQueryClient();
  const [declined, setDeclined] = useState(false);
  const accept = useAcceptInvitation({
    onSuccess: () => {
      forgetInvitation();
      void queryClient.invalidateQueries();
      window.location.href = '/';
    },
  });
  const decline = useDeclineInvitation({
    onSuccess: () => {
      forgetInvitation();
      setDeclined(true);
    },
  });

  useEffect(() => {
    if (token && status.data === null) rememberInvitation(token);
  }, [token, status.data]);

  const answerError = accept.error ?? decline.error;
  let body;
  if (!token) body = <p className="text-sm text-muted-foreground">{t('invite.incomplete')}</p>;
  else if (status.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (!signedIn) {
    body = (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t('invite.signInFirst')}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild data-testid="invite-sign-in">
            <a href="/api/login">{t('invite.signIn')}</a>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/login?mode=signup">{t('invite.signUp')}</a>
          </Button>
        </div>
      </div>
    );
  } else if (declined) body = <p className="text-sm text-muted-foreground" data-testid="invite-declined">{t('invite.declined')}</p>;
  else if (preview.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (preview.isError) {
    const gone = preview.error instanceof ApiError && preview.error.status === 404;
    body = (
      <p className="text-sm text-destructive" role="alert" data-testid="invite-error">
        {gone ? t('invite.gone') : preview.error instanceof ApiError ? preview.error.serverMessage : preview.error.message}
      </p>
    );
  } else {
    const p = preview.data;
    body = (
      <div className="grid gap-4" data-testid="invite-preview">
        <p className="text-sm">
          {t('invite.summary', { inviter: p.invitedBy ?? t('invite.someone'), project: p.projectName, role: t(`roles.${p.role}`) })}
        </p>
        <p className="text-sm text-muted-foreground">{t(`roleHints.${p.role}`)}</p>
        {answerError && (
          <p className="text-sm text-destructive" role="alert">
            {answerError instanceof ApiError && answerError.status === 404 ? t('invite.gone') : answerError.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => accept.mutate(token)} disabled={accept.isPending || decline.isPending} data-testid="invite-accept">
            <Check />
            {t('invite.accept')}
          </Button>
          <Button variant="outline" onClick={() => decline.mutate(token)} disabled={accept.isPending || decline.isPending} data-testid="invite-decline">
            <X />
            {t('invite.decline')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4">
          <Link href="/" aria-label={t('invite.home')} className="mr-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <BrandMark />
          </Link>
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center p-4">
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="flex items-center gap-2 text-xl font-semibold leading-none tracking-tight">
              <MailOpen className="size-5" aria-hidden="true" />
              {t('invite.title')}
            </h1>
            <CardDescription>{t('invite.description')}</CardDescription>
          </CardHeader>
          <CardContent>{body}</CardContent>
        </Card>
      </main>
    </div>
  );
}
