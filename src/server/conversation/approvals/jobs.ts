import { TOOL_OUTPUT_MAX_CHARS, TOOL_TIMEOUT_DEFAULT_MS } from '../../../common/tools';
import type { ConversationChannel } from '../../../common/conversations';
import { eq } from 'drizzle-orm';
import type { ToolApprovalRow } from '../../db/approval-tables';
import { agentRuns } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { executeTurn, type AgentSnapshot } from '../../runtime/index';
import { buildAgentToolSet } from '../../tools/index';
import { recordLead } from '../leads/index';
import { requestPerson } from '../handoff/index';
import { approvalTexts, findApproval, storeResult, toApprovalView, transition, WORKFLOW_APPROVAL_JOB } from '../approval-hold/index';
import { queueWebhookEvent } from '../event-webhook/index';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { tellVisitor } from './deliver';

interface HeldTurn {
  agent: AgentSnapshot;
  visitorInput: string;
  heldMessage: string;
  userData: Record<string, unknown> | null;
  isTest: boolean;
}

function originOf(row: ToolApprovalRow, turn: HeldTurn) {
  return {
    agentId: row.agentId,
    agentVersionId: row.agentVersionId,
    conversationId: row.conversationId,
    sessionId: row.sessionId,
    channel: row.channel as ConversationChannel,
    isTest: turn.isTest,
  };
}

/** The tool itself, as the turn would have run it (built from the agent the turn ran with). */
async function runTool(deps: AppDeps, row: ToolApprovalRow, turn: HeldTurn): Promise<{ ok: boolean; output: unknown }> {
  const actions = { recordLead, requestPerson };
  const tools = await buildAgentToolSet(turn.agent, { deps, projectId: row.projectId, ...originOf(row, turn), userData: turn.userData, visitorMessages: [turn.visitorInput], actions });
  const tool = tools[row.toolName];
  if (!tool) return { ok: false, output: { error: `The agent no longer has the tool "${row.toolName}".` } };
  try {
    const output = await tool.execute(row.arguments as Record<string, unknown>, { signal: AbortSignal.timeout(tool.timeoutMs ?? TOOL_TIMEOUT_DEFAULT_MS) });
    return { ok: true, output: output ?? null };
  } catch (err) {
    return { ok: false, output: { error: err instanceof Error ? err.message : String(err) } };
  }
}

/** The agent's next words with the call's result: a turn of its own (stored and counted), or a fixed sentence when no model answers. */
async function continueConversation(deps: AppDeps, row: ToolApprovalRow, turn: HeldTurn, ran: { ok: boolean; output: unknown }): Promise<void> {
  const texts = approvalTexts(row.language);
  const result = JSON.stringify(ran.output).slice(0, TOOL_OUTPUT_MAX_CHARS);
  const note = ran.ok
    ? `(A person from the team approved the action "${row.toolName}" and it ran. Its result: ${result}. Tell the visitor briefly what was done.)`
    : `(A person from the team approved the action "${row.toolName}" but it failed: ${result}. Tell the visitor briefly that it could not be completed.)`;
  try {
    const answer = await executeTurn(deps, {
      projectId: row.projectId,
      ...originOf(row, turn),
      agent: turn.agent,
      history: [
        { role: 'user', content: turn.visitorInput },
        { role: 'assistant', content: turn.heldMessage },
      ],
      input: note,
      userData: turn.userData,
      actions: { recordLead },
      enableTools: false,
      enableRag: false,
    });
    // the note is the platform's, not the visitor's: the stored turn shows only the agent speaking
    await deps.db.update(agentRuns).set({ userInput: '' }).where(eq(agentRuns.id, answer.runId));
    if (answer.status === 'completed' && !answer.offline && answer.output.trim() !== '') {
      await tellVisitor(deps, row, answer.output, true);
      return;
    }
  } catch {
    // the fixed sentence below still tells the visitor
  }
  await tellVisitor(deps, row, ran.ok ? texts.done : texts.failed);
}

/**
 * Runs an approved call at most once: approved → executed is one conditional UPDATE before the
 * tool runs, so a retried job, a second worker or a restart finds nothing to do.
 */
export function approvalRunHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const claimed = await transition(deps.db, String(job.payload.approvalId), 'approved', 'executed', deps.clock());
      if (!claimed) return;
      const turn = claimed.turn as HeldTurn;
      const ran = await runTool(deps, claimed, turn);
      await storeResult(deps.db, claimed.id, ran.output, deps.clock());
      await continueConversation(deps, claimed, turn, ran);
    },
  };
}

/** Due at the expiry: a request nobody decided expires, and the agent says so. */
export function approvalExpireHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const now = deps.clock();
      const expired = await deps.db.transaction(async (tx) => {
        const row = await transition(tx, String(job.payload.approvalId), 'pending', 'expired', now);
        if (!row) return null;
        // a workflow goes on along its "timed out" branch
        if (row.executionId) await enqueueJobs(tx, [{ kind: WORKFLOW_APPROVAL_JOB, payload: { approvalId: row.id }, maxAttempts: 5 }]);
        const withAgent = await findApproval(tx, row.id);
        if (withAgent) await queueWebhookEvent(tx, row.projectId, 'approval.decided', toApprovalView(withAgent), now);
        return row;
      });
      if (!expired) return;
      deps.jobSignal.notify();
      if (!expired.executionId) await tellVisitor(deps, expired, approvalTexts(expired.language).expired);
    },
  };
}
