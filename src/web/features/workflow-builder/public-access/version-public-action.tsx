import { Globe, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useVersions } from './api/get-versions';
import { useMakeVersionPublic } from './api/make-version-public';
import { DemoUrl } from './demo-url';
import { readVersionVisibility } from './version-visibility';

/** The demo URL of the public version, else 'Make version public' for the first version. */
export function VersionPublicAction({ agentId }: { agentId: string }) {
  const { t } = useTranslation('workflowRun');
  const versions = useVersions(agentId);
  const makePublic = useMakeVersionPublic();
  if (!versions.data) return null;
  const visibility = readVersionVisibility(versions.data);

  if (visibility.kind === 'public') return <DemoUrl versionId={visibility.version.id} />;
  if (visibility.kind === 'no-versions') {
    return (
      <p className="text-xs text-muted-foreground" data-testid="no-versions-to-make-public">
        {t('publicAccess.noVersions')}
      </p>
    );
  }
  const onClick = () =>
    makePublic.mutate(visibility.version.id, {
      onError: (error) =>
        toast({
          title: t('error'),
          description: (error instanceof ApiError ? error.body?.message : error.message) || t('publicAccess.makePublicFailed'),
          variant: 'destructive',
        }),
    });
  return (
    <Button variant="outline" disabled={makePublic.isPending || makePublic.isSuccess} onClick={onClick} data-testid="make-version-public">
      {makePublic.isPending || makePublic.isSuccess ? <LoaderCircle className="animate-spin" /> : <Globe />}
      {t('publicAccess.makeVersionPublic')}
    </Button>
  );
}
