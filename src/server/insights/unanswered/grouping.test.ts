import { describe, expect, it } from 'vitest';
import { GroupIndex, isQuestion } from './grouping';

describe('grouping unanswered questions', () => {
  it('puts a rephrasing in the group sharing most of its words', () => {
    const index = new GroupIndex();
    index.add('gift', ['en:gift', 'en:card', 'en:sell']);
    index.add('parking', ['en:park', 'en:near', 'en:store']);
    expect(index.find(['en:buy', 'en:gift', 'en:card'])).toBe('gift');
    expect(index.find(['en:park', 'en:store'])).toBe('parking');
  });

  it('starts a new group below the threshold', () => {
    const index = new GroupIndex();
    index.add('gift', ['en:gift', 'en:card', 'en:sell']);
    expect(index.find(['en:refund', 'en:card', 'en:fee', 'en:late'])).toBeNull();
    expect(index.find([])).toBeNull();
  });

  it('does not count courtesy as a question', () => {
    expect(isQuestion(['en:thank'])).toBe(false);
    expect(isQuestion(['es:graci', 'es:adi'])).toBe(false);
    expect(isQuestion(['en:thank', 'en:refund'])).toBe(true);
    expect(isQuestion([])).toBe(false);
  });
});
