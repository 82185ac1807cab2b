import { describe, expect, it } from 'vitest';
import { NO_VISITOR_BUDGETS } from '@common/budgets';
import { budgetsDiffer, readBudgetsDraft, toBudgetsDraft } from './budgets-draft';

describe('visitor budgets draft', () => {
  it('reads unlimited budgets as switches off with empty boxes', () => {
    expect(toBudgetsDraft(NO_VISITOR_BUDGETS)).toEqual({
      messagesPerVisitorPerDay: { limited: false, text: '' },
      tokensPerConversation: { limited: false, text: '' },
    });
  });

  it('sends null for a budget whose switch is off, whatever its box holds', () => {
    const draft = { messagesPerVisitorPerDay: { limited: false, text: '0' }, tokensPerConversation: { limited: true, text: '5000' } };
    expect(readBudgetsDraft(draft)).toEqual({ budgets: { messagesPerVisitorPerDay: null, tokensPerConversation: 5000 }, invalid: [] });
  });

  it('refuses empty, fractional and out-of-range numbers with the contract schema', () => {
    const limited = (text: string) => ({ limited: true, text });
    expect(readBudgetsDraft({ messagesPerVisitorPerDay: limited(''), tokensPerConversation: limited('99') }).invalid).toEqual([
      'messagesPerVisitorPerDay',
      'tokensPerConversation',
    ]);
    expect(readBudgetsDraft({ messagesPerVisitorPerDay: limited('2.5'), tokensPerConversation: limited('100') }).invalid).toEqual(['messagesPerVisitorPerDay']);
    expect(readBudgetsDraft({ messagesPerVisitorPerDay: limited('10001'), tokensPerConversation: limited('10000000') }).invalid).toEqual(['messagesPerVisitorPerDay']);
    expect(readBudgetsDraft({ messagesPerVisitorPerDay: limited('1'), tokensPerConversation: limited('10000001') }).invalid).toEqual(['tokensPerConversation']);
  });

  it('tells a change from the same numbers typed differently', () => {
    const saved = { messagesPerVisitorPerDay: 20, tokensPerConversation: null };
    expect(budgetsDiffer(saved, { messagesPerVisitorPerDay: Number('020'), tokensPerConversation: null })).toBe(false);
    expect(budgetsDiffer(saved, { messagesPerVisitorPerDay: 20, tokensPerConversation: 100 })).toBe(true);
  });
});
