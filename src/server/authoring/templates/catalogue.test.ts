import { describe, expect, it } from 'vitest';
import { AGENT_FILE_FORMAT_VERSION, AGENT_FILE_KIND, agentFile, secretPlaceholders } from '../../../common/agent-file';
import { AGENT_TEMPLATE_IDS, TEMPLATE_LANGUAGES, TEMPLATE_OF_DEMO_SCENARIO, toolsOf } from '../../../common/agent-templates';
import { TEMPLATE_FILES } from './catalogue';

describe('shipped agent templates', () => {
  it('holds at least six templates, the three of the landing demo among them', () => {
    expect(AGENT_TEMPLATE_IDS.length).toBeGreaterThanOrEqual(6);
    for (const id of Object.values(TEMPLATE_OF_DEMO_SCENARIO)) expect(AGENT_TEMPLATE_IDS).toContain(id);
  });

  for (const id of AGENT_TEMPLATE_IDS) {
    for (const language of TEMPLATE_LANGUAGES) {
      it(`${id} (${language}) is a valid agent file with a description, test cases graded by an expected answer, no secret and no URL`, () => {
        const raw = TEMPLATE_FILES[id][language];
        const parsed = agentFile.safeParse(raw);
        expect(parsed.error?.issues).toBeUndefined();
        const file = parsed.data!;
        expect(file).toMatchObject({ kind: AGENT_FILE_KIND, formatVersion: AGENT_FILE_FORMAT_VERSION });
        expect(file.agent.defaultLanguage).toBe(language);
        expect(file.agent.description?.length).toBeGreaterThan(20);
        expect(file.testCases.length).toBeGreaterThanOrEqual(3);
        for (const c of file.testCases) expect(c.expectedOutput, c.name).toBeTruthy();
        for (const p of file.curatedAnswers.pairs) expect(p.language).toBe(language);
        expect(secretPlaceholders(raw)).toEqual([]);
        expect(JSON.stringify(raw)).not.toMatch(/https?:\/\//i);
      });
    }
    it(`${id} uses the same tools in English and Spanish`, () => {
      const [en, es] = TEMPLATE_LANGUAGES.map((l) => toolsOf(agentFile.parse(TEMPLATE_FILES[id][l])));
      expect(es).toEqual(en);
    });
  }
});
