import { MESSAGING_CHANNELS } from '../../../common/channels/index';
import { MEMORY_LIMITS, type MemoryMode } from '../../../common/visitor-memory';
import type { AppDeps } from '../../platform/deps';
import { MemoryFullError, type RecalledFact, type VisitorMemoryAccess } from '../../tools/index';
import { factBox } from './fact-box';
import { conversationVisitor, forgetConversationVisitor } from './conversation-visitor-cache';
import { deleteFacts, insertFactWithinCap, updateFact, type ConversationVisitor } from './queries';
import { openVisitorFacts, rankForRecall, wordsOf, type OpenFact } from './recall';

export interface TurnMemoryInput {
  projectId: string;
  agentId: string;
  conversationId: string;
  mode: MemoryMode;
  /** the visitor's message: recall puts the facts it speaks of first */
  message: string;
  /** the identity the turn carried (user id and whether verified), '' for none */
  identityKey?: string;
}

/**
 * Only a visitor the site signed for, or a person a messaging channel identifies (their number,
 * chat or address), has memory; anonymous sessions and unverified hints never do.
 */
export function hasMemory(visitor: ConversationVisitor): boolean {
  return visitor.verified || (MESSAGING_CHANNELS as readonly string[]).includes(visitor.channel);
}

const sameFact = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The turn's memory when the agent has it on and the conversation's visitor is known: their facts
 * recalled for the prompt, and remember and forget bound to that visitor alone.
 */
export async function openTurnMemory(deps: AppDeps, input: TurnMemoryInput): Promise<VisitorMemoryAccess | null> {
  if (input.mode === 'off') return null;
  const identityKey = input.identityKey ?? '';
  const visitor = await conversationVisitor(deps, input.conversationId, input.projectId, identityKey);
  if (!visitor || !hasMemory(visitor)) return null;
  // every fact gets a reference (m1…), in recall order, so forget can name any of them
  const all = await openVisitorFacts(deps, visitor);
  const recalledFacts = rankForRecall(all, input.message, MEMORY_LIMITS.recallTokens);
  const shown = new Set(recalledFacts);
  const ordered = [...recalledFacts, ...all.filter((f) => !shown.has(f))];
  const refs = new Map<string, OpenFact>(ordered.map((f, i) => [`m${i + 1}`, f]));
  const toRecalled = (f: OpenFact, i: number): RecalledFact => ({ ref: `m${i + 1}`, fact: f.fact, category: f.category, updatedAt: f.updatedAt });

  return {
    mode: input.mode,
    recalled: recalledFacts.map(toRecalled),
    remember: async (fact, category) => {
      const now = deps.clock();
      const known = [...refs].find(([, f]) => sameFact(f.fact, fact));
      if (known && (await updateFact(deps.db, visitor.visitorId, known[1].id, { category, updatedAt: now }))) {
        forgetConversationVisitor(deps, input.conversationId, identityKey);
        return { ref: known[0], updated: true };
      }
      const id = await insertFactWithinCap(
        deps.db,
        { visitorId: visitor.visitorId, projectId: input.projectId, agentId: input.agentId, conversationId: input.conversationId, sealedFact: factBox(deps).seal(fact), category, now },
        MEMORY_LIMITS.factsPerVisitor,
      );
      if (!id) throw new MemoryFullError();
      forgetConversationVisitor(deps, input.conversationId, identityKey);
      const ref = `m${refs.size + 1}`;
      refs.set(ref, { id, fact, category, updatedAt: now, words: wordsOf(fact) });
      return { ref, updated: false };
    },
    forget: async (asked) => {
      forgetConversationVisitor(deps, input.conversationId, identityKey);
      if (asked === 'all') {
        refs.clear();
        return { forgotten: await deleteFacts(deps.db, visitor.visitorId, null), unknown: [] };
      }
      const unknown = asked.filter((r) => !refs.has(r));
      const ids = asked.flatMap((r) => refs.get(r)?.id ?? []);
      const forgotten = await deleteFacts(deps.db, visitor.visitorId, ids);
      for (const r of asked) refs.delete(r);
      return { forgotten, unknown };
    },
  };
}
