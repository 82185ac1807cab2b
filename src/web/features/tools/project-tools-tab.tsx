import { Plus, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';
import { Button } from '../../components/ui/button';
import { EmptyState } from './empty-state';
import { SharePublicSwitch } from './share-public-switch';
import { ToolRow, type ToolAction } from './tool-row';

export function ProjectToolsTab({
  projectId,
  canShare,
  tools,
  onCreate,
  onAction,
}: {
  projectId: string;
  /** instance admins share tools with every project */
  canShare: boolean;
  tools: ProjectTool[];
  onCreate: () => void;
  onAction: (action: ToolAction, tool: ProjectTool) => void;
}) {
  const { t } = useTranslation('tools');
  if (tools.length === 0) {
    return (
      <EmptyState
        icon={Wrench}
        title={t('project.empty.title')}
        body={t('project.empty.body')}
        testId="project-tools-empty"
        action={
          <Button onClick={onCreate}>
            <Plus />
            {t('project.empty.action')}
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-3" data-testid="project-tools-list">
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolRow tool={tool} onAction={(action) => onAction(action, tool)} share={canShare ? <SharePublicSwitch projectId={projectId} tool={tool} /> : undefined} />
        </li>
      ))}
    </ul>
  );
}
