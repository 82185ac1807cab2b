import { History, Loader2, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useVersions } from '../api/get-versions';
import { usePublishVersion } from '../api/publish-version';
import { useUpdateVersion, type VersionChange } from '../api/update-version';
import { DeleteVersionDialog } from './delete-version-dialog';
import { VersionDetailsDialog } from './version-details-dialog';
import { VersionRow } from './version-row';

const messageOf = (error: Error) => (error instanceof ApiError ? error.serverMessage : error.message);

export function VersionsTab({ agentId, projectId }: { agentId: string; projectId: string }) {
  const { t } = useTranslation('deployments');
  const versions = useVersions(agentId);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);

  const publish = usePublishVersion(agentId, projectId, {
    onSuccess: (version) => toast({ title: t('publish.done'), description: t('publish.doneDescription', { version: version.version }) }),
    onError: (error) => toast({ title: t('publish.failed'), description: messageOf(error), variant: 'destructive' }),
  });
  const update = useUpdateVersion(agentId, {
    onError: (error, change: VersionChange) =>
      toast({
        title: change.field === 'isPublic' ? t('toasts.visibilityFailed') : t('toasts.activeFailed'),
        description: messageOf(error),
        variant: 'destructive',
      }),
  });

  const list = versions.data ?? [];
  const pendingChange = update.isPending ? update.variables : undefined;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <CardTitle>{t('versions.title')}</CardTitle>
          <CardDescription>{t('versions.description')}</CardDescription>
        </div>
        <Button onClick={() => publish.mutate()} disabled={publish.isPending} data-testid="publish-version">
          {publish.isPending ? <Loader2 className="animate-spin" /> : <Rocket />}
          {publish.isPending ? t('publish.publishing') : t('publish.action')}
        </Button>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : versions.isError ? (
          <InlineError error={versions.error} onRetry={() => void versions.refetch()} />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center" data-testid="versions-empty">
            <History className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('versions.emptyTitle')}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t('versions.emptyBody')}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('versions.title')}>
            {list.map((version) => (
              <VersionRow
                key={version.id}
                version={version}
                pending={pendingChange?.versionId === version.id ? pendingChange : null}
                onChange={(field, value) => update.mutate({ versionId: version.id, field, value })}
                onDetails={() => setDetailsId(version.id)}
                onDelete={() => setDeleteId(version.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <VersionDetailsDialog version={list.find((v) => v.id === detailsId) ?? null} onClose={() => setDetailsId(null)} />
      <DeleteVersionDialog
        agentId={agentId}
        version={list.find((v) => v.id === deleteId) ?? null}
        projectId={projectId}
        onClose={() => setDeleteId(null)}
        onDeleted={() => {
          setDeleteId(null);
          setDetailsId(null);
        }}
      />
    </Card>
  );
}
