import { describe, expect, it } from 'vitest';
import { wizardSchema } from './form-schema';
import { newAgentValues } from './form-values';
import { firstStepWithError } from './steps';

const withStarters = (starters: string[]) => wizardSchema.safeParse({ ...newAgentValues(), name: 'Bot', starters });

describe('the wizard’s conversation starters', () => {
  it('drop blank rows and trim the others on submit', () => {
    const parsed = withStarters(['  When do you open? ', '   ', 'Do you deliver?']);
    expect(parsed.success && parsed.data.starters).toEqual(['When do you open?', 'Do you deliver?']);
  });

  it('name the row that is too long, and the list when there are too many', () => {
    const long = withStarters(['ok', 'x'.repeat(201)]);
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['starters.1', 'A starter can be at most 200 characters']]);
    const five = withStarters(['a', 'b', 'c', 'd', 'e']);
    expect(five.error?.issues.map((i) => i.path.join('.'))).toEqual(['starters']);
  });

  it('belong to the Deploy step, where a save error on them leads back', () => {
    expect(firstStepWithError(['starters.2'])).toBe(5);
  });
});
