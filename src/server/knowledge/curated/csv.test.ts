import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { parseCuratedCsv, toCuratedCsv } from './csv';

function problem(csv: string): string {
  try {
    parseCuratedCsv(csv, 'en');
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(400);
    return (err as AppError).message;
  }
  throw new Error('expected the CSV to be refused');
}

describe('curated answers as CSV', () => {
  it('writes alternatives one per line and neutralises formulas, and reads them back unchanged', () => {
    const pairs = [
      { question: '=1+1', alternatives: ['-minus', 'plain, with comma'], answer: '@cmd\n"quoted"', language: 'en' as const },
      { question: '¿Cuánto cuesta?', alternatives: [], answer: '+34 600 000 000', language: 'es' as const },
    ];
    const csv = toCuratedCsv(pairs);
    expect(csv).toBe(`\uFEFFquestion,alternatives,answer,language\r\n'=1+1,"'-minus\nplain, with comma","'@cmd\n""quoted""",en\r\n¿Cuánto cuesta?,,'+34 600 000 000,es\r\n`);
    expect(parseCuratedCsv(csv, 'en')).toEqual(pairs);
  });

  it('takes the columns in any order, language optional and detected from the question', () => {
    expect(parseCuratedCsv('Answer,Question,Alternatives\nYes.,¿Abrís los domingos?,\nNo.,Do you open on Sundays?,on sundays?\n', 'en')).toEqual([
      { question: '¿Abrís los domingos?', alternatives: [], answer: 'Yes.', language: 'es' },
      { question: 'Do you open on Sundays?', alternatives: ['on sundays?'], answer: 'No.', language: 'en' },
    ]);
  });

  it("falls back to the agent's language when the question does not say", () => {
    expect(parseCuratedCsv('question,alternatives,answer\nPizza?,,Sí.\n', 'es')[0].language).toBe('es');
  });

  it('names the row, the field and the limit of the first bad row', () => {
    expect(problem('question,alternatives,answer\nok,,fine\n,,no question\n')).toBe('Row 3, question: Required');
    expect(problem(`question,alternatives,answer\nok,,${'a'.repeat(4001)}\n`)).toBe('Row 2, answer: An answer can be at most 4000 characters');
    expect(problem(`question,alternatives,answer\nok,"${Array.from({ length: 11 }, (_, i) => `alt ${i}`).join('\n')}",fine\n`)).toBe('Row 2, alternatives: At most 10 alternative phrasings');
    expect(problem('question,alternatives,answer\nSame?,,a\n¡same!,,b\n')).toBe('Row 3, question: duplicate question (the same as row 2)');
    expect(problem('question;alternatives;answer\nok;;fine\n')).toMatch(/^Row 1, header: /);
    expect(problem(`question,alternatives,answer\n${'q,,a\n'.repeat(2001)}`)).toBe('Row 2002, file: an agent can have at most 2000 curated answers');
  });
});
