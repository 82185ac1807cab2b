import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { useBuilderAgent } from '../api/get-builder-agent';
import { useUpdateAgentVisibility } from './api/update-agent-visibility';
import { QuickTestButton } from './quick-test-dialog';
import { VersionPublicAction } from './version-public-action';

/** SPEC Workflow builder: the agent's public/private switch, the live test, and the public version's demo. */
export function PublicAccessControls({ agentId }: { agentId: string }) {
  const { t } = useTranslation('workflowRun');
  const switchId = useId();
  const agent = useBuilderAgent(agentId);
  const update = useUpdateAgentVisibility(agentId);
  const isPublic = update.isPending ? update.variables : (agent.data?.isPublic ?? false);

  const onCheckedChange = (checked: boolean) =>
    update.mutate(checked, {
      onError: (error) => {
        console.warn('Agent visibility change failed', error);
        toast({ title: t('error'), description: t('publicAccess.updateFailed'), variant: 'destructive' });
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="public-access-controls">
      <div className="flex h-9 items-center gap-2 rounded-md border bg-background px-3">
        {isPublic ? <Globe className="size-4 text-success" aria-hidden="true" /> : <Lock className="size-4 text-muted-foreground" aria-hidden="true" />}
        <Label htmlFor={switchId} className="cursor-pointer text-sm">
          {isPublic ? t('publicAccess.public') : t('publicAccess.private')}
        </Label>
        <Switch
          id={switchId}
          checked={isPublic}
          disabled={!agent.data || update.isPending}
          onCheckedChange={onCheckedChange}
          aria-label={t('publicAccess.label')}
          data-testid="agent-public-switch"
        />
      </div>
      <QuickTestButton agentId={agentId} agentName={agent.data?.name ?? ''} disabled={!agent.data?.isPublic} />
      <VersionPublicAction agentId={agentId} />
    </div>
  );
}
