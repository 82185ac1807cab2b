import type { MemoryCategory } from '../../../common/visitor-memory';
import type { AppDeps } from '../../platform/deps';
import { factBox } from './fact-box';
import { listVisitorFacts, type ConversationVisitor } from './queries';

/** A fact opened for recall, with the words relevance is measured by. */
export interface OpenFact {
  id: string;
  fact: string;
  category: MemoryCategory;
  updatedAt: Date;
  words: Set<string>;
}

/** Words of four letters or more, lower-cased: what a fact and a message have in common. */
export function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((w) => w.normalize('NFC')));
}

const MAX_VISITORS = 2000;
type Entry = { stamp: string; facts: OpenFact[] };
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * A visitor's facts opened, newest first. Opening 500 sealed facts costs milliseconds, so they are
 * kept per process while the visitor's stamp (how many facts, the newest one's time) is unchanged:
 * any write, in any process, changes it, so a stale copy is never recalled.
 */
export async function openVisitorFacts(deps: AppDeps, visitor: ConversationVisitor): Promise<OpenFact[]> {
  if (visitor.factCount === 0) return [];
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  const stamp = `${visitor.factCount}|${visitor.latest}`;
  const hit = cache.get(visitor.visitorId);
  if (hit?.stamp === stamp) return hit.facts;
  const box = factBox(deps);
  const facts = (await listVisitorFacts(deps.db, visitor.visitorId)).map((row) => {
    const fact = box.open(row.sealedFact);
    return { id: row.id, fact, category: row.category as MemoryCategory, updatedAt: row.updatedAt, words: wordsOf(fact) };
  });
  cache.delete(visitor.visitorId);
  if (cache.size >= MAX_VISITORS) cache.delete(cache.keys().next().value as string);
  cache.set(visitor.visitorId, { stamp, facts });
  return facts;
}

/** about 4 characters a token, with the reference, category and date of each line */
const tokensOf = (f: OpenFact) => Math.ceil((f.fact.length + 28) / 4);

/**
 * The facts worth the prompt: those sharing the most words with the visitor's message first, the
 * newest first among equals, as many as fit in `budgetTokens`.
 */
export function rankForRecall(facts: OpenFact[], message: string, budgetTokens: number): OpenFact[] {
  const asked = [...wordsOf(message)];
  const scored = facts.map((f, order) => ({ f, order, score: asked.reduce((n, w) => (f.words.has(w) ? n + 1 : n), 0) }));
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const picked: OpenFact[] = [];
  let spent = 0;
  for (const { f } of scored) {
    const cost = tokensOf(f);
    if (spent + cost > budgetTokens) continue;
    spent += cost;
    picked.push(f);
  }
  return picked;
}
