import { useLocation, useSearchParams } from 'wouter';
import type { WizardTarget } from './wizard/agent-wizard-dialog';

/**
 * The wizard's state lives in the URL so other screens can link to it:
 * /agents?create=1 opens the creation wizard, /agents?edit={agentId} the edit wizard.
 */
export function useWizardRoute() {
  const [params, setParams] = useSearchParams();
  const [, navigate] = useLocation();
  const editId = params.get('edit');
  const target: WizardTarget | null = editId ? { mode: 'edit', agentId: editId } : params.get('create') === '1' ? { mode: 'create' } : null;

  return {
    target,
    openCreate: () => setParams({ create: '1' }),
    openEdit: (agentId: string) => setParams({ edit: agentId }),
    close: () => setParams({}, { replace: true }),
    goToWorkflow: (agentId: string) => navigate(`/agents/${encodeURIComponent(agentId)}/workflow`),
    goToAnswers: (agentId: string) => navigate(`/agents/${encodeURIComponent(agentId)}/answers`),
  };
}
