import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { useBuilderAgent } from '../api/get-builder-agent';
import { useUpdateAgentVisibility } from './api/update-agent-visibility';
import { useVersions } from './api/get-versions';
import { QuickTestButton } from './quick-test-dialog';
import { VersionPublicAction } from './version-public-action';
import { hasPublicVersion } from './version-visibility';

/**
 * The agent's public/private switch, the live test, and the public version's
 * demo. Public means a public version exists, as in Deployments (hasPublicVersion).
 */
export function PublicAccessControls({ agentId }: { agentId: string }) {
  const { t } = useTranslation('workflowRun');
  const switchId = useId();
  const agent = useBuilderAgent(agentId);
  const versions = useVersions(agentId);
  const update = useUpdateAgentVisibility(agentId);
  const published = hasPublicVersion(versions.data ?? []);
  const isPublic = update.isPending ? update.variables.isPublic : published;

  const onCheckedChange = (checked: boolean) =>
    update.mutate({ isPublic: checked, versions: versions.data ?? [] }, {
      onError: (error) => {
        console.warn('Agent visibility change failed', error);
        toast({ title: t('error'), description: t('publicAccess.updateFailed'), variant: 'destructive' });
      },
    });

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 lg:flex-nowrap" data-testid="public-access-controls">
      <div className="flex h-9 shrink-0 items-center gap-2 rounded-md border bg-background px-3">
        {isPublic ? <Globe className="size-4 text-success" aria-hidden="true" /> : <Lock className="size-4 text-muted-foreground" aria-hidden="true" />}
        <Label htmlFor={switchId} className="cursor-pointer text-sm">
          {isPublic ? t('publicAccess.public') : t('publicAccess.private')}
        </Label>
        <Switch
          id={switchId}
          checked={isPublic}
          disabled={!agent.data || !versions.data?.length || update.isPending}
          onCheckedChange={onCheckedChange}
          aria-label={t('publicAccess.label')}
          data-testid="agent-public-switch"
        />
      </div>
      <QuickTestButton agentId={agentId} agentName={agent.data?.name ?? ''} disabled={!published} />
      <VersionPublicAction agentId={agentId} />
    </div>
  );
}
