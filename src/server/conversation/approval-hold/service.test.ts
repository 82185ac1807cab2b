import { describe, expect, it } from 'vitest';
import { ruleApplies } from './service';
import { approvalTexts } from './texts';

describe('approval rules', () => {
  it('hold always without a condition, and above the value on a (nested) numeric argument', () => {
    expect(ruleApplies({ tool: 'webhook' }, {})).toBe(true);
    const rule = { tool: 'webhook', argument: 'data.amount', above: 100 };
    expect(ruleApplies(rule, { data: { amount: 100 } })).toBe(false);
    expect(ruleApplies(rule, { data: { amount: 100.5 } })).toBe(true);
    expect(ruleApplies(rule, { data: { amount: '250' } })).toBe(true);
    expect(ruleApplies(rule, { data: {} })).toBe(false);
    // not a number: the safe side
    expect(ruleApplies(rule, { data: { amount: 'a lot' } })).toBe(true);
  });

  it('tell the visitor in the agent language, English unless Spanish', () => {
    expect(approvalTexts('es').held).toMatch(/^Una persona de nuestro equipo tiene que confirmarlo/);
    expect(approvalTexts('es-MX').expired).toMatch(/^Nadie de nuestro equipo/);
    expect(approvalTexts('fr').held).toMatch(/^A person from our team needs to confirm/);
  });
});
