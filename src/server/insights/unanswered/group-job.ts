import { randomUUID } from 'node:crypto';
import { detectQuestionLanguage, foldAccents } from '../../../common/question-language';
import { contentWords } from '../../knowledge/index';
import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { GroupIndex, isQuestion } from './grouping';
import { assignGroups, insertGroups, lockAgentRow, openGroupWords, pendingQuestions, stemQuestions } from './queries';

export const GROUP_UNANSWERED_JOB = 'unanswered.group';

// questions grouped per transaction: the agent is held this long, turns never wait on it
const BATCH = 2_000;
// a stored question longer than this is stemmed by its start (its words are enough to group it)
const STEMMED_CHARS = 1_000;

/** The question's language-tagged content words: in its language when it can be told, else the agent's. */
function wordsOf(question: string, stems: { en: string[]; es: string[] }, agentLanguage: 'en' | 'es'): string[] {
  const detected = detectQuestionLanguage(question);
  const language = detected === 'spanish' ? 'es' : detected === 'english' ? 'en' : agentLanguage;
  return [...contentWords(stems[language])].map((w) => `${language}:${w}`);
}

/**
 * Groups the agent's ungrouped questions, oldest first, a batch per transaction: each joins the
 * open group it is close enough to, or starts one. Returns how many it grouped.
 */
export async function groupPendingQuestions(deps: AppDeps, agentId: string): Promise<number> {
  let index: GroupIndex | null = null;
  let grouped = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const agent = await lockAgentRow(tx, agentId);
      if (!agent) return true;
      const pending = await pendingQuestions(tx, agentId, BATCH);
      if (pending.length === 0) return true;
      if (!index) {
        index = new GroupIndex();
        for (const g of await openGroupWords(tx, agentId)) index.add(g.id, g.words);
      }
      const stems = await stemQuestions(
        tx,
        pending.map((q) => foldAccents(q.question.slice(0, STEMMED_CHARS))),
      );
      const agentLanguage = agent.defaultLanguage.startsWith('es') ? 'es' : 'en';
      const created: { id: string; agentId: string; projectId: string; question: string; words: string[] }[] = [];
      const assigned: { id: string; groupId: string }[] = [];
      const dropped: string[] = [];
      pending.forEach((q, i) => {
        const words = wordsOf(q.question, stems[i], agentLanguage);
        if (!isQuestion(words)) return dropped.push(q.id);
        let groupId = index!.find(words);
        if (!groupId) {
          groupId = randomUUID();
          index!.add(groupId, words);
          created.push({ id: groupId, agentId, projectId: agent.projectId, question: q.question, words });
        }
        assigned.push({ id: q.id, groupId });
      });
      await insertGroups(tx, created);
      await assignGroups(tx, assigned, dropped);
      grouped += assigned.length;
      return pending.length < BATCH;
    });
    if (done) return grouped;
  }
}

export function groupUnansweredHandler(deps: AppDeps): JobHandler {
  return { run: async (job) => void (await groupPendingQuestions(deps, String(job.payload.agentId))) };
}
