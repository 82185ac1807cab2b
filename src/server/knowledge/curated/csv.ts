import { CURATED_PAIRS_MAX, curatedAnswerBody } from '../../../common/curated-answers';
import { badRequest } from '../../platform/errors';
import { CSV_BOM, CsvSyntaxError, csvRow, parseCsv } from '../../platform/csv';
import { detectQuestionLanguage } from '../text-search';
import { foldQuestion, type ParsedPairBody } from './pair-values';

export const CURATED_CSV_COLUMNS = ['question', 'alternatives', 'answer', 'language'] as const;
const REQUIRED_COLUMNS = ['question', 'alternatives', 'answer'] as const;

/** The agent's pairs as a spreadsheet: alternatives one per line inside their cell, formulas neutralised. */
export function toCuratedCsv(pairs: { question: string; alternatives: string[]; answer: string; language: string }[]): string {
  return CSV_BOM + csvRow([...CURATED_CSV_COLUMNS]) + pairs.map((p) => csvRow([p.question, p.alternatives.join('\n'), p.answer, p.language])).join('');
}

/** What the export's neutralising added: a quote before a formula-like start. */
function unneutralise(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function rowError(row: number, field: string, problem: string) {
  return badRequest(`Row ${row}, ${field}: ${problem}`);
}

function languageOf(cell: string, question: string, fallback: 'en' | 'es'): string {
  const given = cell.trim().toLowerCase();
  if (given) return given;
  const detected = detectQuestionLanguage(question);
  return detected ? (detected === 'spanish' ? 'es' : 'en') : fallback;
}

/**
 * The pairs of an imported CSV, every row checked before anything is stored: a 400 names the
 * first bad row (counted like a spreadsheet: the header is row 1), its field and the limit.
 */
export function parseCuratedCsv(text: string, fallbackLanguage: 'en' | 'es'): ParsedPairBody[] {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw rowError(err.row, 'file', err.message);
    throw err;
  }
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) throw rowError(1, 'header', `the header must name the columns ${CURATED_CSV_COLUMNS.join(', ')} (language optional); missing ${missing.join(', ')}`);
  const at = Object.fromEntries(CURATED_CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof CURATED_CSV_COLUMNS)[number], number>;
  const rows = records.slice(1);
  if (rows.length === 0) throw rowError(2, 'file', 'the file has no pairs below its header');
  if (rows.length > CURATED_PAIRS_MAX) throw rowError(CURATED_PAIRS_MAX + 2, 'file', `an agent can have at most ${CURATED_PAIRS_MAX} curated answers`);
  const seen = new Map<string, number>();
  return rows.map((cells, i) => {
    const row = i + 2;
    if (cells.length > header.length) throw rowError(row, 'file', `the row has ${cells.length} cells but the header names ${header.length} columns`);
    const cell = (column: number) => (column >= 0 ? unneutralise(cells[column] ?? '') : '');
    const question = cell(at.question);
    const parsed = curatedAnswerBody.safeParse({
      question,
      alternatives: cell(at.alternatives)
        .split(/\r\n|\r|\n/)
        .map((a) => a.trim())
        .filter(Boolean),
      answer: cell(at.answer),
      language: languageOf(cell(at.language), question, fallbackLanguage),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? 'row');
      throw rowError(row, field, field === 'language' ? 'the language must be en or es' : issue.message);
    }
    const folded = foldQuestion(parsed.data.question);
    const earlier = seen.get(folded);
    if (earlier !== undefined) throw rowError(row, 'question', `duplicate question (the same as row ${earlier})`);
    seen.set(folded, row);
    return parsed.data;
  });
}
