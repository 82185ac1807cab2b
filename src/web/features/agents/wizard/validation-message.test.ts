import { describe, expect, it } from 'vitest';
import { wizardSchema } from './form-schema';
import { newAgentValues } from './form-values';
import { validationMessage } from './validation-message';

const firstIssue = (values: Record<string, unknown>) => {
  const issue = wizardSchema.safeParse({ ...newAgentValues(), name: 'Bot', ...values }).error?.issues[0];
  return { name: issue?.path.join('.') ?? '', error: { type: issue?.code ?? '', message: issue?.message ?? '' } };
};

describe('validation messages name the limit', () => {
  it("says how many characters a text may have, in the reader's number format", () => {
    const { name, error } = firstIssue({ description: 'x'.repeat(2001) });
    expect(validationMessage(name, error, 'en')).toEqual({ key: 'tooLong', values: { max: '2,000' } });
    expect(validationMessage(name, error, 'es')).toEqual({ key: 'tooLong', values: { max: '2000' } });
  });

  it("names the limit of a field whose schema writes its own message (the fallback message's)", () => {
    const { name, error } = firstIssue({ fallbackMessage: 'x'.repeat(1001) });
    expect(name).toBe('fallbackMessage');
    expect(validationMessage(name, error, 'en')).toEqual({ key: 'tooLong', values: { max: '1,000' } });
  });

  it('gives both ends of a bounded number', () => {
    const { name, error } = firstIssue({ modelSettings: { temperature: 0.7, topP: 1.5, maxTokens: 100 } });
    expect(name).toBe('modelSettings.topP');
    expect(validationMessage(name, error, 'en')).toEqual({ key: 'between', values: { min: '0', max: '1' } });
    const tokens = firstIssue({ modelSettings: { temperature: 0.7, topP: 1, maxTokens: 200000 } });
    expect(validationMessage(tokens.name, tokens.error, 'en')).toEqual({ key: 'between', values: { min: '1', max: '128,000' } });
  });
});
