import { Loader2, Save, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { workflowIdOf } from '@common/workflows';
import { Button } from '../../components/ui/button';
import { WorkflowHistoryButton } from './history/workflow-history-button';
import { PublicAccessControls } from './public-access/public-access-controls';
import { WorkflowTestButton } from './test-panel/workflow-test-button';

interface WorkflowToolbarProps {
  agentId: string;
  canUndo: boolean;
  dirty: boolean;
  saving: boolean;
  onUndo: () => void;
  onSave: () => void;
}

/** Public access, history, Test Workflow, Undo and Save Workflow. */
export function WorkflowToolbar({ agentId, canUndo, dirty, saving, onUndo, onSave }: WorkflowToolbarProps) {
  const { t } = useTranslation('workflowBuilder');
  const workflowId = workflowIdOf(agentId);
  return (
    <>
      <PublicAccessControls agentId={agentId} />
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <WorkflowHistoryButton workflowId={workflowId} />
        <WorkflowTestButton agentId={agentId} workflowId={workflowId} />
        <Button variant="outline" size="icon" disabled={!canUndo} onClick={onUndo} aria-label={t('actions.undo')} title={t('actions.undoHint')} data-testid="undo-workflow">
          <Undo2 />
        </Button>
        <Button onClick={onSave} disabled={saving} data-testid="save-workflow" data-dirty={dirty}>
          {saving ? <Loader2 className="animate-spin" /> : <Save />}
          {t('actions.save')}
          {dirty && !saving && (
            <span className="size-2 rounded-full bg-warning" title={t('actions.unsaved')}>
              <span className="sr-only">{t('actions.unsaved')}</span>
            </span>
          )}
        </Button>
      </div>
    </>
  );
}
