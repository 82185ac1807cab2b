import { LogOut, Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useSessions } from './api/get-sessions';
import { useRevokeOtherSessions, useRevokeSession } from './api/revoke-session';
import { describeBrowser } from './describe-browser';

/** Where the account is signed in; any session but this one can be signed out. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('account');
  const sessions = useSessions();
  const onError = (error: Error) => toast({ title: t('sessions.failed'), description: errorMessage(error), variant: 'destructive' });
  const revoke = useRevokeSession({ onError });
  const revokeOthers = useRevokeOtherSessions({ onError, onSuccess: ({ signedOut }) => toast({ title: t('sessions.signedOutOthers', { count: signedOut }) }) });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Card data-testid="sessions-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('sessions.title')}</CardTitle>
          <CardDescription>{t('sessions.description')}</CardDescription>
        </div>
        <Button variant="outline" size="sm" disabled={others === 0 || revokeOthers.isPending} onClick={() => revokeOthers.mutate()} data-testid="sessions-revoke-others">
          <LogOut />
          {t('sessions.signOutOthers')}
        </Button>
      </CardHeader>
      <CardContent>
        {sessions.isPending && <Skeleton className="h-24 w-full" />}
        {sessions.isError && <InlineError error={sessions.error} onRetry={() => void sessions.refetch()} />}
        {sessions.data && (
          <ul className="divide-y">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0" data-testid="session-row" data-current={s.current}>
                <Monitor className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {describeBrowser(s.userAgent) ?? t('sessions.unknownBrowser')}
                    {s.current && <Badge variant="outline">{t('sessions.thisDevice')}</Badge>}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[s.ip, s.createdAt ? t('sessions.since', { date: date(s.createdAt) }) : null].filter(Boolean).join(' · ')}
                  </p>
                </div>
                {!s.current && (
                  <Button size="sm" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(s.id)}>
                    {t('sessions.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
