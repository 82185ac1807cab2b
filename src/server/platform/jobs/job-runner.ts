import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { GroupWriter } from '../group-writer';
import { claimJobs, completeJobs, extendLeases, failAbandonedJobs, failJob, type JobRow } from './job-queue';

const ABANDONED = 'Processing stopped unexpectedly on every attempt; the item may be too large or damaged.';
/** the error onFailed receives for a job whose worker died on its last attempt */
export const ABANDONED_JOB = new Error(ABANDONED);

export interface JobHandler {
  run: (job: JobRow) => Promise<void>;
  /** called once when the last attempt failed, to record the failure where users see it */
  onFailed?: (job: JobRow, message: string, error: unknown) => Promise<void>;
}

export interface JobRunnerOptions {
  concurrency: number;
  leaseMs: number;
  /** how often an idle runner looks for work */
  pollMs?: number;
}

export interface JobRunner {
  /** look for work now (after a job was queued in this process) */
  wake: () => void;
  stop: () => Promise<void>;
}

/**
 * Claims and runs jobs until stopped. Work survives a crash: a claimed job whose lease passes
 * is claimed again by any runner, so handlers must be idempotent.
 */
export function startJobRunner(db: Db, handlers: Record<string, JobHandler>, opts: JobRunnerOptions, log: FastifyBaseLogger): JobRunner {
  const workerId = randomUUID();
  const running = new Map<string, Promise<void>>();
  const pollMs = opts.pollMs ?? 500;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let looking = false;
  let lookAgain = false;
  // abandoned jobs are rare: looking for them once per poll interval is enough, not after every job
  let abandonedCheckedAt = 0;

  // jobs finishing together are marked done in one statement
  const completions = new GroupWriter<string, void>((ids) => completeJobs(db, ids, workerId));

  const runOne = async (job: JobRow) => {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler.run(job);
      await completions.write(job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (stopped) return; // shutting down: the lease runs out and another runner retries
      try {
        const outcome = await failJob(db, job, workerId, message);
        if (outcome === 'failed') await handler?.onFailed?.(job, message, err);
      } catch (failErr) {
        log.error({ err: failErr, jobId: job.id }, 'could not record a job failure');
      }
    }
  };

  const look = async () => {
    if (stopped) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = true;
    try {
      if (Date.now() - abandonedCheckedAt >= pollMs) {
        abandonedCheckedAt = Date.now();
        for (const job of await failAbandonedJobs(db, ABANDONED)) {
          await handlers[job.kind]?.onFailed?.(job, ABANDONED, ABANDONED_JOB);
        }
      }
      const free = opts.concurrency - running.size;
      if (free > 0) {
        const claimed = await claimJobs(db, workerId, free, opts.leaseMs);
        for (const job of claimed) {
          const p = runOne(job).finally(() => {
            running.delete(job.id);
            void look();
          });
          running.set(job.id, p);
        }
      }
    } catch (err) {
      if (!stopped) log.error({ err }, 'could not claim jobs');
    } finally {
      looking = false;
    }
    if (lookAgain) {
      lookAgain = false;
      void look();
    }
  };

  const poll = setInterval(() => void look(), pollMs);
  poll.unref();
  const heartbeat = setInterval(() => {
    extendLeases(db, [...running.keys()], workerId, opts.leaseMs).catch((err) => {
      if (!stopped) log.warn({ err }, 'could not extend job leases');
    });
  }, Math.max(200, opts.leaseMs / 3));
  heartbeat.unref();
  void look();

  return {
    wake: () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void look();
      }, 0);
    },
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      await Promise.allSettled(running.values());
    },
  };
}
