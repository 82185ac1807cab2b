import { GitCompare, History, Loader2, Rocket } from 'lucide-react';
import type { FailingCase } from '@common/versions';
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
import { CompareVersionsDialog } from './compare-versions-dialog';
import { DeleteVersionDialog } from './delete-version-dialog';
import { PublishBlockedDialog } from './publish-blocked-dialog';
import { RollbackDialog } from './rollback-dialog';
import { VersionDetailsDialog } from './version-details-dialog';
import { VersionRow } from './version-row';

const messageOf = (error: Error) => (error instanceof ApiError ? error.serverMessage : error.message);

export function VersionsTab({ agentId, projectId }: { agentId: string; projectId: string }) {
  const { t } = useTranslation('deployments');
  const versions = useVersions(agentId);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);

  const [blocked, setBlocked] = useState<FailingCase[] | null>(null);
  const [comparing, setComparing] = useState(false);
  const [rollbackId, setRollbackId] = useState<string | null>(null);

  const publish = usePublishVersion(agentId, projectId, {
    onSuccess: (version) => {
      setBlocked(null);
      toast({ title: t('publish.done'), description: t('publish.doneDescription', { version: version.version }) });
    },
    onBlocked: (answer) => setBlocked(answer.failingCases),
    onError: (error) => toast({ title: t('publish.failed'), description: messageOf(error), variant: 'destructive' }),
  });
  const update = useUpdateVersion(agentId, {
    onSuccess: (updated, change) => {
      if (change.field !== 'isActive' || !change.value) return;
      setRollbackId(null);
      toast({ title: t('rollback.done'), description: t('rollback.doneDescription', { version: updated.version }) });
    },
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
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setComparing(true)} disabled={list.length === 0} data-testid="compare-versions">
            <GitCompare />
            {t('compare.action')}
          </Button>
          <Button onClick={() => publish.mutate({ publishAnyway: false })} disabled={publish.isPending} data-testid="publish-version">
            {publish.isPending && !blocked ? <Loader2 className="animate-spin" /> : <Rocket />}
            {publish.isPending && !blocked ? t('publish.publishing') : t('publish.action')}
          </Button>
        </div>
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
                projectId={projectId}
                pending={pendingChange?.versionId === version.id ? pendingChange : null}
                onChange={(field, value) => update.mutate({ versionId: version.id, field, value })}
                onDetails={() => setDetailsId(version.id)}
                onRollback={() => setRollbackId(version.id)}
                onDelete={() => setDeleteId(version.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <CompareVersionsDialog agentId={agentId} versions={list} open={comparing} onClose={() => setComparing(false)} />
      <PublishBlockedDialog
        failingCases={blocked}
        publishing={publish.isPending}
        onPublishAnyway={() => publish.mutate({ publishAnyway: true })}
        onClose={() => setBlocked(null)}
      />
      <RollbackDialog
        version={list.find((v) => v.id === rollbackId) ?? null}
        activeVersion={list.find((v) => v.isActive)?.version ?? null}
        pending={update.isPending}
        onConfirm={() => rollbackId && update.mutate({ versionId: rollbackId, field: 'isActive', value: true })}
        onClose={() => setRollbackId(null)}
      />
      <VersionDetailsDialog version={list.find((v) => v.id === detailsId) ?? null} projectId={projectId} onClose={() => setDetailsId(null)} />
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
