import { describe, expect, it } from 'vitest';
import { NO_ANSWER_MARKER } from '../../common/unanswered';
import { noAnswerFilter } from './no-answer-marker';

function run(pieces: string[]) {
  let out = '';
  const filter = noAnswerFilter((t) => (out += t));
  for (const p of pieces) filter.push(p);
  filter.flush();
  return { out, found: filter.found };
}

describe('the no-answer marker', () => {
  it('is removed however the stream splits it', () => {
    expect(run([NO_ANSWER_MARKER, ' Sorry, I do not know.'])).toEqual({ out: 'Sorry, I do not know.', found: true });
    expect(run(['[[no', '-ans', 'wer]] Sorry', '.'])).toEqual({ out: 'Sorry.', found: true });
    expect(run([' ', '[[no-answer]]', 'Sorry.'])).toEqual({ out: 'Sorry.', found: true });
  });

  it('leaves an ordinary reply alone, brackets included', () => {
    expect(run(['[[', 'link]] here'])).toEqual({ out: '[[link]] here', found: false });
    expect(run(['We open at 9.'])).toEqual({ out: 'We open at 9.', found: false });
    expect(run(['[[no'])).toEqual({ out: '[[no', found: false });
  });

  it('is only a marker at the start', () => {
    expect(run(['Hello ', NO_ANSWER_MARKER])).toEqual({ out: `Hello ${NO_ANSWER_MARKER}`, found: false });
  });
});
