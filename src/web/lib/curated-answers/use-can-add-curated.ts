import { useProjectCan } from '../project-role';
import { useCuratedAnswers } from './get-curated-answers';

const PROBE = { search: '', offset: 0, limit: 1 };

/**
 * Whether the user may add a curated answer to this agent: editors and above always; an operator
 * only when the owner allows it, which the agent's list says (asked only for operators).
 */
export function useCanAddCurated(agentId: string): boolean {
  const can = useProjectCan();
  const builds = can('build');
  const operates = !builds && can('handleConversations');
  const list = useCuratedAnswers(agentId, PROBE, operates);
  if (builds) return true;
  return operates && list.data?.canAdd === true;
}
