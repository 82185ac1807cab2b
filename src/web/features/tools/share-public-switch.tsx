import { Globe2 } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';
import { Badge } from '../../components/ui/badge';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { api } from '../../lib/api';
import { toolsQuery } from './api/get-tools';
import { errorMessage } from './error-message';

export function PublicBadge() {
  const { t } = useTranslation('toolImports');
  return (
    <Badge variant="outline" className="gap-1 font-normal" data-testid="tool-public-badge">
      <Globe2 className="size-3" aria-hidden="true" />
      {t('public.badge')}
    </Badge>
  );
}

/** An instance admin's switch: share the tool with every project (Public Tools) or keep it to this one. */
export function SharePublicSwitch({ projectId, tool }: { projectId: string; tool: ProjectTool }) {
  const { t } = useTranslation('toolImports');
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: (isPublic: boolean) => api.put<{ isPublic: boolean }>(`/api/admin/tools/${tool.id}/public`, { isPublic }),
    onSuccess: ({ isPublic }) => {
      toast(isPublic ? { title: t('public.shared'), description: t('public.sharedBody', { name: tool.name }) } : { title: t('public.unshared'), description: t('public.unsharedBody', { name: tool.name }) });
      return queryClient.invalidateQueries({ queryKey: toolsQuery(projectId).queryKey });
    },
    onError: (error) => toast({ variant: 'destructive', title: t('public.share'), description: errorMessage(error) }),
  });
  const id = `share-${tool.id}`;
  return (
    <span className="flex items-center gap-2" title={t('public.shareHint')}>
      <Switch id={id} checked={tool.isPublic} disabled={share.isPending} onCheckedChange={(on) => share.mutate(on)} data-testid="share-tool-switch" />
      <label htmlFor={id} className="text-sm">
        {t('public.share')}
      </label>
    </span>
  );
}
