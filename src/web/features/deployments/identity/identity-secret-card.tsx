import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProjectCan } from '../../../lib/project-role';
import { useIdentitySecret } from '../api/identity-secret';
import { useFormatDate } from '../use-format-date';
import { IdentitySecretDialog } from './identity-secret-dialog';
import { SigningExamples } from './signing-examples';

/** Deployments > Channels: the secret a site signs its user ids with, so the agent knows who is verified (docs/decisions/0045). */
export function IdentitySecretCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation('deployments');
  const canBuild = useProjectCan()('build');
  const status = useIdentitySecret(agentId);
  const formatDate = useFormatDate();

  return (
    <Card data-testid="identity-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('identity.title')}
        </CardTitle>
        <CardDescription>{t('identity.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending && <Skeleton className="h-16" />}
        {status.isError && <InlineError error={status.error} onRetry={() => void status.refetch()} />}
        {status.data && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
            <p className="text-sm" data-testid="identity-secret-status">
              {status.data.configured && status.data.createdAt ? t('identity.configured', { date: formatDate(status.data.createdAt) }) : t('identity.notConfigured')}
            </p>
            {canBuild && <IdentitySecretDialog agentId={agentId} configured={status.data.configured} />}
          </div>
        )}
        <SigningExamples />
      </CardContent>
    </Card>
  );
}
