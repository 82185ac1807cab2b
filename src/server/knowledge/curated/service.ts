import {
  CURATED_PAIRS_MAX,
  CURATED_THRESHOLD_DEFAULT,
  type CuratedAnswer,
  type CuratedAnswerList,
  type CuratedSettings,
} from '../../../common/curated-answers';
import { ERROR_CODES } from '../../../common/error-codes';
import { roleCan } from '../../../common/members';
import { assertRoleCan, readRole } from '../../accounts/projects/index';
import type { AppDeps } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { emit } from '../../platform/events';
import { curatedAnswersChanged } from './curated-events';
import { parseCuratedCsv, toCuratedCsv } from './csv';
import { forgetAgentPairs } from './pairs-cache';
import { toPairValues, type ParsedPairBody } from './pair-values';
import {
  bumpRevision,
  countPairs,
  deletePair,
  findMemberAgent,
  findMemberPairAgent,
  findPairsByFoldedQuestion,
  insertPairs,
  listAllPairs,
  listPairs,
  lockAgent,
  saveAgentSettings,
  updatePair,
  type MemberAgent,
  type PairRow,
  type PairValues,
} from './queries';

function toCuratedAnswer(row: PairRow): CuratedAnswer {
  return {
    id: row.id,
    agentId: row.agentId,
    question: row.question,
    alternatives: row.alternatives,
    answer: row.answer,
    language: row.language === 'es' ? 'es' : 'en',
    uses: row.uses,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function settingsOf(agent: MemberAgent): CuratedSettings {
  return { mode: agent.mode === 'guide' ? 'guide' : 'reply', threshold: agent.threshold ?? CURATED_THRESHOLD_DEFAULT, operatorsMayAdd: agent.operatorsMayAdd };
}

/** Editors and above; operators too when the owner lets them add pairs from the Inbox. */
function mayAdd(agent: MemberAgent): boolean {
  const role = readRole(agent.role);
  return role !== null && (roleCan(role, 'build') || (role === 'operator' && agent.operatorsMayAdd));
}

/** The agent when the user is a member of its project (404 otherwise, whatever the reason), with the role checked. */
async function memberAgent(deps: AppDeps, user: SessionUser, agentId: string, need: 'read' | 'build'): Promise<MemberAgent> {
  const agent = await findMemberAgent(deps.db, user.id, agentId);
  if (!agent) throw notFound('Agent');
  // every role reads them: operators answer visitors with these pairs in the Inbox
  assertRoleCan(agent.role, need === 'read' ? 'readConversations' : 'build');
  return agent;
}

async function memberPairAgent(deps: AppDeps, user: SessionUser, pairId: string): Promise<MemberAgent> {
  const agent = await findMemberPairAgent(deps.db, user.id, pairId);
  if (!agent) throw notFound('Curated answer');
  assertRoleCan(agent.role, 'build');
  return agent;
}

const duplicateQuestion = () => badRequest('question: duplicate question: this agent already has a curated answer for it (case and accents aside)');
const tooManyPairs = () => badRequest(`An agent can have at most ${CURATED_PAIRS_MAX} curated answers; delete some before adding more`);

/** How many pairs the agent has (the version diff says they are live, whichever version answers). */
export function countCuratedAnswers(deps: AppDeps, agentId: string): Promise<number> {
  return countPairs(deps.db, agentId);
}

export async function listCuratedAnswers(deps: AppDeps, user: SessionUser, agentId: string, page: { search?: string; offset: number; limit: number }): Promise<CuratedAnswerList> {
  const agent = await memberAgent(deps, user, agentId, 'read');
  const { items, total } = await listPairs(deps.db, agentId, { ...page, search: page.search?.trim() || undefined });
  const role = readRole(agent.role);
  return { items: items.map(toCuratedAnswer), total, settings: settingsOf(agent), canEdit: role !== null && roleCan(role, 'build'), canAdd: mayAdd(agent) };
}

export async function createCuratedAnswer(deps: AppDeps, user: SessionUser, agentId: string, body: ParsedPairBody): Promise<CuratedAnswer> {
  const agent = await findMemberAgent(deps.db, user.id, agentId);
  if (!agent) throw notFound('Agent');
  if (!mayAdd(agent)) {
    assertRoleCan(agent.role, 'build');
    throw forbidden('The owner has not allowed operators to add curated answers.', ERROR_CODES.roleForbidden);
  }
  const [values] = await toPairValues(deps.db, [body]);
  const row = await deps.db.transaction(async (tx) => {
    await lockAgent(tx, agentId);
    if ((await findPairsByFoldedQuestion(tx, agentId, [values.foldedQuestion])).length > 0) throw duplicateQuestion();
    if ((await countPairs(tx, agentId)) >= CURATED_PAIRS_MAX) throw tooManyPairs();
    const [inserted] = await insertPairs(tx, agentId, agent.projectId, [values]);
    await bumpRevision(tx, agentId);
    return inserted;
  });
  forgetAgentPairs(deps, agentId);
  await emit(deps, curatedAnswersChanged, { agentId: agentId });
  return toCuratedAnswer(row);
}

export async function updateCuratedAnswer(deps: AppDeps, user: SessionUser, pairId: string, body: ParsedPairBody): Promise<CuratedAnswer> {
  const agent = await memberPairAgent(deps, user, pairId);
  const [values] = await toPairValues(deps.db, [body]);
  const row = await deps.db.transaction(async (tx) => {
    await lockAgent(tx, agent.agentId);
    const same = await findPairsByFoldedQuestion(tx, agent.agentId, [values.foldedQuestion]);
    if (same.some((p) => p.id !== pairId)) throw duplicateQuestion();
    await bumpRevision(tx, agent.agentId);
    return updatePair(tx, pairId, values, deps.clock());
  });
  if (!row) throw notFound('Curated answer');
  forgetAgentPairs(deps, agent.agentId);
  await emit(deps, curatedAnswersChanged, { agentId: agent.agentId });
  return toCuratedAnswer(row);
}

export async function deleteCuratedAnswer(deps: AppDeps, user: SessionUser, pairId: string): Promise<void> {
  const agent = await memberPairAgent(deps, user, pairId);
  await deps.db.transaction(async (tx) => {
    await deletePair(tx, pairId);
    await bumpRevision(tx, agent.agentId);
  });
  forgetAgentPairs(deps, agent.agentId);
}

export async function saveCuratedSettings(deps: AppDeps, user: SessionUser, agentId: string, settings: CuratedSettings): Promise<CuratedSettings> {
  await memberAgent(deps, user, agentId, 'build');
  await saveAgentSettings(deps.db, agentId, settings);
  forgetAgentPairs(deps, agentId);
  await emit(deps, curatedAnswersChanged, { agentId: agentId });
  return settings;
}

/** Every pair (ordered by question, so an agent file lists them the same way each time) and the settings. */
export async function listAllCuratedAnswers(deps: AppDeps, user: SessionUser, agentId: string): Promise<{ settings: CuratedSettings; pairs: CuratedAnswer[] }> {
  const agent = await memberAgent(deps, user, agentId, 'read');
  const pairs = (await listAllPairs(deps.db, agentId)).map(toCuratedAnswer).sort((a, b) => (a.question < b.question ? -1 : a.question > b.question ? 1 : 0));
  return { settings: settingsOf(agent), pairs };
}

export async function exportCuratedAnswers(deps: AppDeps, user: SessionUser, agentId: string): Promise<string> {
  await memberAgent(deps, user, agentId, 'read');
  return toCuratedCsv(await listAllPairs(deps.db, agentId));
}

/**
 * Imports a CSV all or nothing: a row whose question the agent already has replaces that pair's
 * alternatives, answer and language (an edited export goes back in); the others are added, and
 * the agent's total must stay within the limit.
 */
export async function importCuratedAnswers(deps: AppDeps, user: SessionUser, agentId: string, csv: string): Promise<{ imported: number }> {
  const agent = await memberAgent(deps, user, agentId, 'build');
  const values = await toPairValues(deps.db, parseCuratedCsv(csv, agent.defaultLanguage.startsWith('es') ? 'es' : 'en'));
  await deps.db.transaction(async (tx) => {
    await lockAgent(tx, agentId);
    const existing = new Map((await findPairsByFoldedQuestion(tx, agentId, values.map((v) => v.foldedQuestion))).map((p) => [p.foldedQuestion, p.id]));
    const added: PairValues[] = [];
    for (const v of values) {
      const id = existing.get(v.foldedQuestion);
      if (id) await updatePair(tx, id, v, deps.clock());
      else added.push(v);
    }
    if ((await countPairs(tx, agentId)) + added.length > CURATED_PAIRS_MAX) throw tooManyPairs();
    await insertPairs(tx, agentId, agent.projectId, added);
    await bumpRevision(tx, agentId);
  });
  forgetAgentPairs(deps, agentId);
  await emit(deps, curatedAnswersChanged, { agentId: agentId });
  return { imported: values.length };
}
