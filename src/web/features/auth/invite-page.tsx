import { useQueryClient } from '@tanstack/react-query';
import { Check, MailOpen, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { forgetInvitation, rememberInvitation } from '../../lib/pending-invitation';
import { useAuthStatus } from './api/get-auth-status';
import { useAcceptInvitation, useDeclineInvitation } from './api/answer-invitation';
import { useInvitationPreview } from './api/preview-invitation';
import { StandalonePage } from './standalone-page';

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
    <StandalonePage icon={MailOpen} title={t('invite.title')} description={t('invite.description')} homeLabel={t('invite.home')}>
      {body}
    </StandalonePage>
  );
}
