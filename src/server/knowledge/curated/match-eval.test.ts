import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURATED_THRESHOLD_DEFAULT } from '../../../common/curated-answers';
import type { Db } from '../../db/client';
import { detectQuestionLanguage, foldAccents } from '../text-search';
import { buildPairIndex, findBestPair, type PairLanguage, type PairMatch } from './match';
import { stemTexts } from './queries';

interface Evaluation {
  pairs: { id: string; language: PairLanguage; question: string; alternatives: string[] }[];
  paraphrases: { text: string; pair: string }[];
  unrelated: string[];
}

const evaluation = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/curated-eval.json', import.meta.url), 'utf8')) as Evaluation;
const THRESHOLDS = Array.from({ length: 14 }, (_, i) => Math.round((0.3 + i * 0.05) * 100) / 100);

let client: PGlite;
let results: { expected: string | null; best: PairMatch | null }[];

async function bestFor(db: Db, index: ReturnType<typeof buildPairIndex>, text: string): Promise<PairMatch | null> {
  const [stems] = await stemTexts(db, [foldAccents(text)]);
  const detected = detectQuestionLanguage(text);
  return findBestPair(index, { language: detected ? (detected === 'spanish' ? 'es' : 'en') : null, lexemes: { en: stems.english, es: stems.spanish } });
}

beforeAll(async () => {
  // the stemming is Postgres' own: the embedded database, no tables needed
  client = new PGlite();
  const db = drizzle(client) as unknown as Db;
  const pairs = [];
  for (const p of evaluation.pairs) {
    const stems = await stemTexts(db, [p.question, ...p.alternatives].map((text) => foldAccents(text)));
    pairs.push({ id: p.id, language: p.language, lexemes: stems.map((s) => (p.language === 'es' ? s.spanish : s.english)) });
  }
  const index = buildPairIndex(pairs);
  results = [];
  for (const q of evaluation.paraphrases) results.push({ expected: q.pair, best: await bestFor(db, index, q.text) });
  for (const text of evaluation.unrelated) results.push({ expected: null, best: await bestFor(db, index, text) });
});
afterAll(async () => {
  await client.close();
});

function tally(threshold: number) {
  const above = results.filter((r) => r.best && r.best.score >= threshold);
  return {
    threshold,
    correct: above.filter((r) => r.expected && r.best?.id === r.expected).length,
    wrongPair: above.filter((r) => r.expected && r.best?.id !== r.expected).length,
    falseOnUnrelated: above.filter((r) => r.expected === null).length,
  };
}

describe('curated matching on the frozen evaluation', () => {
  it('has 40 paraphrases (English and Spanish) of 20 pairs and 20 unrelated questions', () => {
    expect(evaluation.pairs).toHaveLength(20);
    expect(evaluation.paraphrases).toHaveLength(40);
    expect(evaluation.unrelated).toHaveLength(20);
    expect(new Set(evaluation.paraphrases.map((p) => p.pair))).toEqual(new Set(evaluation.pairs.map((p) => p.id)));
  });

  it('sets the default threshold where the most paraphrases match with no false match', () => {
    const table = THRESHOLDS.map(tally);
    console.table(table);
    const clean = table.filter((row) => row.wrongPair === 0 && row.falseOnUnrelated === 0);
    const most = Math.max(...clean.map((row) => row.correct));
    expect(CURATED_THRESHOLD_DEFAULT).toBe(clean.find((row) => row.correct === most)?.threshold);
    expect(tally(CURATED_THRESHOLD_DEFAULT)).toEqual({ threshold: CURATED_THRESHOLD_DEFAULT, correct: 31, wrongPair: 0, falseOnUnrelated: 0 });
  });
});
