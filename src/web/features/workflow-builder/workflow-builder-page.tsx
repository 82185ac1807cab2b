import { InlineError } from '../../components/inline-error';
import { ApiError } from '../../lib/api';
import { AgentNotFound } from './agent-not-found';
import { useBuilderAgent } from './api/get-builder-agent';
import { useWorkflow } from './api/get-workflow';
import { BuilderSkeleton } from './builder-skeleton';
import { WorkflowEditor } from './workflow-editor';

/** An agent that is not there, or not this user's, reads as not found: the page tells no one which ids exist. */
const isMissing = (error: Error) => error instanceof ApiError && [400, 403, 404].includes(error.status);

/** /agents/{agentId}/workflow */
export function WorkflowBuilderPage({ agentId }: { agentId: string }) {
  const agent = useBuilderAgent(agentId);
  const workflow = useWorkflow(agentId);

  if (agent.data === undefined) {
    if (agent.isError) return isMissing(agent.error) ? <AgentNotFound /> : <InlineError error={agent.error} onRetry={() => void agent.refetch()} />;
    return <BuilderSkeleton />;
  }
  if (workflow.data === undefined) {
    if (workflow.isError) return <InlineError error={workflow.error} onRetry={() => void workflow.refetch()} />;
    return <BuilderSkeleton />;
  }
  // keyed by agent: the canvas starts from the stored graph once, then is the user's until saved
  return <WorkflowEditor key={agentId} agent={agent.data} workflow={workflow.data} />;
}
