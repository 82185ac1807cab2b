import { describe, expect, it } from 'vitest';
import { TEMPLATE_OF_DEMO_SCENARIO } from '@common/agent-templates';
import { DEMO_SCENARIOS } from './scenarios';

describe('landing demo scenarios', () => {
  it('each has a matching agent template', () => {
    expect(DEMO_SCENARIOS.map((s) => s.id).sort()).toEqual(Object.keys(TEMPLATE_OF_DEMO_SCENARIO).sort());
  });
});
