import { randomUUID } from 'node:crypto';
import { detectQuestionLanguage, foldAccents } from '../../../common/question-language';
import { contentWords } from '../../knowledge/index';
import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { GroupIndex, isQuestion } from './grouping';
import { anyGrouped, assignGroups, countGroups, findAgent, insertGroups, lockAgentRow, openGroupWords, pendingQuestions, stemQuestions } from './queries';

export const GROUP_UNANSWERED_JOB = 'unanswered.group';

// questions read, stemmed and written per step: one step is all a turn may wait for
const BATCH = 500;
// a stored question longer than this is stemmed by its start (its words are enough to group it)
const STEMMED_CHARS = 1_000;

/** The question's language-tagged content words: in its language when it can be told, else the agent's. */
function wordsOf(question: string, stems: { en: string[]; es: string[] }, agentLanguage: 'en' | 'es'): string[] {
  const detected = detectQuestionLanguage(question);
  const language = detected === 'spanish' ? 'es' : detected === 'english' ? 'en' : agentLanguage;
  return [...contentWords(stems[language])].map((w) => `${language}:${w}`);
}

/**
 * Groups the agent's ungrouped questions, oldest first, a batch at a time: each joins the open
 * group it is close enough to, or starts one. Reading and stemming happen outside any
 * transaction and only the batch's writes hold the agent, briefly, so turns (which on the
 * embedded database share its one connection) wait at most one batch's writes. Returns how many
 * it grouped.
 */
export async function groupPendingQuestions(deps: AppDeps, agentId: string): Promise<number> {
  const agent = await findAgent(deps.db, agentId);
  if (!agent) return 0;
  const agentLanguage = agent.defaultLanguage.startsWith('es') ? 'es' : 'en';
  let { index, known } = await loadIndex(deps, agentId);
  let grouped = 0;
  for (;;) {
    const pending = await pendingQuestions(deps.db, agentId, BATCH);
    if (pending.length === 0) return grouped;
    const stems = await stemQuestions(
      deps.db,
      pending.map((q) => foldAccents(q.question.slice(0, STEMMED_CHARS))),
    );
    const created: { id: string; agentId: string; projectId: string; question: string; words: string[] }[] = [];
    const assigned: { id: string; groupId: string }[] = [];
    const dropped: string[] = [];
    pending.forEach((q, i) => {
      const words = wordsOf(q.question, stems[i], agentLanguage);
      if (!isQuestion(words)) return dropped.push(q.id);
      let groupId = index.find(words);
      if (!groupId) {
        groupId = randomUUID();
        index.add(groupId, words);
        created.push({ id: groupId, agentId, projectId: agent.projectId, question: q.question, words });
      }
      assigned.push({ id: q.id, groupId });
    });
    const written = await deps.db.transaction(async (tx) => {
      await lockAgentRow(tx, agentId);
      // another run (a second worker) wrote meanwhile: this one's groups are out of date
      if ((await countGroups(tx, agentId)) !== known || (await anyGrouped(tx, pending.map((q) => q.id)))) return false;
      await insertGroups(tx, created);
      await assignGroups(tx, assigned, dropped);
      return true;
    });
    if (written) {
      known += created.length;
      grouped += assigned.length;
      if (pending.length < BATCH) return grouped;
    } else {
      ({ index, known } = await loadIndex(deps, agentId));
    }
    // let the turns waiting on the database in before the next batch
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function loadIndex(deps: AppDeps, agentId: string): Promise<{ index: GroupIndex; known: number }> {
  const known = await countGroups(deps.db, agentId);
  const index = new GroupIndex();
  for (const g of await openGroupWords(deps.db, agentId)) index.add(g.id, g.words);
  return { index, known };
}

export function groupUnansweredHandler(deps: AppDeps): JobHandler {
  return { run: async (job) => void (await groupPendingQuestions(deps, String(job.payload.agentId))) };
}
