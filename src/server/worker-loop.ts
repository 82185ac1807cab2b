import type { FastifyBaseLogger } from 'fastify';
import { EMBED_DATASET_JOB, INGEST_ITEM_JOB, SYNC_DATASET_JOB, embedDatasetHandler, ingestItemHandler, refreshPlannerStatistics, syncDatasetHandler, queueDueSyncs } from './knowledge/index';
import { sweepIdleConversations, CONVERSATION_ENDED_JOB, conversationEndedHandler } from './conversation/chat/index';
import { rollUpClosedHours } from './db/run-stats/rollup';
import { applyDataRetention } from './conversation/conversations/index';
import { sendAgentAlerts, sendCostAlerts, sendWeeklyReports } from './insights/notifications/index';
import { CHANNEL_REPLY_JOB, channelReplyHandler, deleteOldChannelMessages, startChannelPollers } from './conversation/channels/index';
import { HANDOFF_MAIL_JOB } from './conversation/handoff/index';
import { handoffMailHandler } from './conversation/inbox/index';
import { APPROVAL_EXPIRE_JOB, APPROVAL_RUN_JOB, WORKFLOW_APPROVAL_JOB } from './conversation/approval-hold/index';
import { EVENT_WEBHOOK_JOB, eventWebhookHandler } from './conversation/event-webhook/index';
import { approvalExpireHandler, approvalRunHandler } from './conversation/approvals/index';
import { VISITOR_SUMMARY_JOB, visitorSummaryHandler } from './conversation/visitor-summaries/index';
import { WORKFLOW_EVENT_JOB, startScheduledTriggers, workflowEventHandler, WORKFLOW_NODE_JOB, runNodeJobHandler, resumeAfterApprovalHandler } from './workflows/index';
import { GROUP_UNANSWERED_JOB, RECHECK_CURATED_JOB, RECHECK_KNOWLEDGE_JOB, groupUnansweredHandler, recheckCuratedHandler, recheckKnowledgeHandler, sweepUnansweredQuestions } from './insights/unanswered/index';
import type { AppDeps } from './platform/deps';
import { wireEvents } from './event-wiring';
import { deleteFinishedJobs } from './platform/jobs/job-queue';
import { startJobRunner } from './platform/jobs/job-runner';
import { startHeartbeat } from './platform/operations/heartbeat';
import { deleteExpiredSessions } from './platform/session';
import { deleteExpiredRateLimits } from './platform/rate-limit-store';

const HOUSEKEEPING_MS = 60 * 60_000;
const IDLE_SWEEP_MS = 60_000;
/** provider message ids are remembered this long to refuse replays (providers retry for hours, not weeks) */
const CHANNEL_MESSAGE_MEMORY_MS = 30 * 86_400_000;

/**
 * The background worker: the durable job queue (knowledge ingestion and re-syncs, ended conversations), the
 * minutely sweep of idle conversations, roll-up of closed hours for Analytics and due dataset re-syncs, the scheduled workflow triggers (every 30 s) and hourly
 * housekeeping (expired sessions and rate-limit windows, finished jobs, search statistics, alerts and weekly reports, data retention).
 */
export function startWorker(deps: AppDeps, log: FastifyBaseLogger) {
  wireEvents();
  const runner = startJobRunner(
    deps.db,
    { [INGEST_ITEM_JOB]: ingestItemHandler(deps), [SYNC_DATASET_JOB]: syncDatasetHandler(deps), [EMBED_DATASET_JOB]: embedDatasetHandler(deps), [CONVERSATION_ENDED_JOB]: conversationEndedHandler(deps), [WORKFLOW_EVENT_JOB]: workflowEventHandler(deps), [WORKFLOW_NODE_JOB]: runNodeJobHandler(deps), [CHANNEL_REPLY_JOB]: channelReplyHandler(deps), [HANDOFF_MAIL_JOB]: handoffMailHandler(deps), [GROUP_UNANSWERED_JOB]: groupUnansweredHandler(deps), [RECHECK_CURATED_JOB]: recheckCuratedHandler(deps), [RECHECK_KNOWLEDGE_JOB]: recheckKnowledgeHandler(deps), [APPROVAL_RUN_JOB]: approvalRunHandler(deps), [APPROVAL_EXPIRE_JOB]: approvalExpireHandler(deps), [VISITOR_SUMMARY_JOB]: visitorSummaryHandler(deps), [WORKFLOW_APPROVAL_JOB]: resumeAfterApprovalHandler(deps), [EVENT_WEBHOOK_JOB]: eventWebhookHandler(deps) },
    { concurrency: deps.config.WORKER_CONCURRENCY, leaseMs: deps.config.JOB_LEASE_MS },
    log,
  );
  const unsubscribe = deps.jobSignal.subscribe(runner.wake);
  const heartbeat = startHeartbeat(deps, log);
  const tick = async () => {
    try {
      await deleteExpiredSessions(deps.db, deps.clock());
      await deleteExpiredRateLimits(deps.db, deps.clock());
      await deleteFinishedJobs(deps.db);
      await deleteOldChannelMessages(deps.db, new Date(deps.clock().getTime() - CHANNEL_MESSAGE_MEMORY_MS));
      await refreshPlannerStatistics(deps.db, deps.dbKind);
    } catch (err) {
      log.error({ err }, 'housekeeping failed');
    }
    try {
      await sendCostAlerts(deps);
      await sendAgentAlerts(deps);
      await sendWeeklyReports(deps);
    } catch (err) {
      log.error({ err }, 'alerts failed');
    }
    try {
      const removed = await applyDataRetention(deps);
      if (removed.conversations + removed.runs + removed.facts + removed.visitors > 0) log.info(removed, 'data retention: old conversations, runs, remembered facts and visitors deleted');
      await sweepUnansweredQuestions(deps);
    } catch (err) {
      log.error({ err }, 'data retention failed');
    }
  };
  const timer = setInterval(() => void tick(), HOUSEKEEPING_MS);
  timer.unref();
  void tick();
  const sweep = async () => {
    try {
      await sweepIdleConversations(deps);
    } catch (err) {
      log.error({ err }, 'ending idle conversations failed');
    }
    try {
      await rollUpClosedHours(deps.db, deps.clock());
    } catch (err) {
      log.error({ err }, 'analytics roll-up failed');
    }
    try {
      await queueDueSyncs(deps);
    } catch (err) {
      log.error({ err }, 'queueing due dataset re-syncs failed');
    }
  };
  const sweepTimer = setInterval(() => void sweep(), IDLE_SWEEP_MS);
  sweepTimer.unref();
  const schedules = startScheduledTriggers(deps, log);
  const pollers = startChannelPollers(deps, log);
  return {
    stop: async () => {
      clearInterval(timer);
      clearInterval(sweepTimer);
      unsubscribe();
      await heartbeat.stop();
      await schedules.stop();
      await pollers.stop();
      await runner.stop();
    },
  };
}
