import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useSettings } from '../../../lib/queries/get-settings';
import { useAgentForEdit } from '../api/get-agent';
import { agentToFormValues, newAgentValues } from './form-values';
import { TemplatePicker } from './template-picker';
import { readWizardDraft } from './wizard-draft';
import { WizardForm } from './wizard-form';

export type WizardTarget = { mode: 'create' } | { mode: 'edit'; agentId: string };

/** The 'Create New Agent' / 'Edit Agent' modal. */
export function AgentWizardDialog({
  projectId,
  target,
  onClose,
  onWorkflow,
  onAnswers,
  onOpenAgent,
}: {
  projectId: string | null;
  target: WizardTarget | null;
  onClose: () => void;
  onWorkflow: (agentId: string) => void;
  onAnswers: (agentId: string) => void;
  /** an agent made from a template opens in the edit wizard */
  onOpenAgent: (agentId: string) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex max-h-[90svh] max-w-2xl flex-col gap-0 overflow-hidden p-0"
        onInteractOutside={(e) => e.preventDefault()}
        data-testid="agent-wizard-dialog"
      >
        {target?.mode === 'create' && <CreateWizard projectId={projectId} onClose={onClose} onOpenAgent={onOpenAgent} />}
        {target?.mode === 'edit' && (
          <EditWizard projectId={projectId} agentId={target.agentId} onClose={onClose} onWorkflow={() => onWorkflow(target.agentId)} onAnswers={() => onAnswers(target.agentId)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Create mode first asks "a template or blank"; blank starts the steps from the draft auto-save
 * kept, when there is one (and auto-save is on), and a kept draft skips the question.
 */
function CreateWizard({ projectId, onClose, onOpenAgent }: { projectId: string | null; onClose: () => void; onOpenAgent: (agentId: string) => void }) {
  const settings = useSettings();
  const [draft] = useState(() => readWizardDraft(projectId));
  const [blank, setBlank] = useState(false);
  if (settings.isPending) return null;
  const autoSave = settings.data?.autoSave ?? true;
  const restored = autoSave && draft !== null;
  if (!blank && !restored) return <TemplatePicker projectId={projectId} onBlank={() => setBlank(true)} onCreated={onOpenAgent} onClose={onClose} />;
  return (
    <WizardForm
      projectId={projectId}
      agentId={null}
      initialValues={restored ? { ...newAgentValues(), ...draft } : newAgentValues()}
      draft={{ enabled: autoSave, restored }}
      onDone={onClose}
    />
  );
}

/** Edit mode waits for a fresh copy of the stored agent, then fills the form with it. */
function EditWizard({
  projectId,
  agentId,
  onClose,
  onWorkflow,
  onAnswers,
}: {
  projectId: string | null;
  agentId: string;
  onClose: () => void;
  onWorkflow: () => void;
  onAnswers: () => void;
}) {
  const { t } = useTranslation('wizard');
  const agent = useAgentForEdit(agentId);

  if (agent.data && agent.isFetchedAfterMount && !agent.isError) {
    return (
      <WizardForm
        key={agent.data.id}
        projectId={projectId}
        agentId={agent.data.id}
        initialValues={agentToFormValues(agent.data)}
        onDone={onClose}
        onWorkflow={onWorkflow}
        onAnswers={onAnswers}
      />
    );
  }
  return (
    <div className="grid gap-4 p-6">
      <DialogHeader>
        <DialogTitle>{t('titleEdit')}</DialogTitle>
        <DialogDescription>{t('subtitleEdit')}</DialogDescription>
      </DialogHeader>
      {agent.isError ? (
        <InlineError error={agent.error} onRetry={() => void agent.refetch()} />
      ) : (
        <p className="flex items-center gap-2 py-8 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('loadingAgent')}
        </p>
      )}
    </div>
  );
}
