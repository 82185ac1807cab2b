import { describe, expect, it } from 'vitest';
import { contradictsRules, forbiddenTermSets, keepWithinRules } from './rule-guard';

describe('rule guard', () => {
  it('reads what each prohibition forbids', () => {
    expect(forbiddenTermSets('Never offer discounts.\nDo not share internal prices; be kind.')).toEqual([['discount'], ['internal', 'price']]);
    expect(forbiddenTermSets('Nunca ofrezcas descuentos.')).toEqual([['descuento']]);
    expect(forbiddenTermSets(null)).toEqual([]);
  });

  it('drops suggestions that do what a rule forbids, keeps the ones that repeat the rule', () => {
    const sets = forbiddenTermSets('Never offer discounts.');
    expect(contradictsRules('Offer a 10% discount to returning customers.', sets)).toBe(true);
    expect(contradictsRules('Remind users that discounts are never available.', sets)).toBe(false);
    const kept = keepWithinRules(
      [
        { title: 'Win back customers', description: 'Offer discounts', example: 'Offer a 10% discount code to unhappy customers.' },
        { title: 'Add scope', description: 'Limit topics', example: 'Only answer questions about orders.' },
      ],
      'Never offer discounts.',
    );
    expect(kept.map((s) => s.title)).toEqual(['Add scope']);
  });
});
