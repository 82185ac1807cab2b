import { AGENT_FILE_FORMAT_VERSION, AGENT_FILE_KIND, type AgentFile } from '../../../common/agent-file';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { listAllCuratedAnswers } from '../../knowledge/index';
import { requireAgent, toAgent } from '../agents/index';
import { getTestCases } from '../testing/index';
import { listWidgets } from '../widgets/index';
import { toFileToolConfigs } from './tool-secrets';
import { workflowToFile, type WorkflowPart } from './workflow-part';

/** The agent as one file, for any member who may read it: no id, no secret (placeholders stand in). */
export async function exportAgent(deps: AppDeps, workflows: WorkflowPart, user: SessionUser, agentId: string): Promise<AgentFile> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const a = toAgent(row, null);
  const [testCases, curated, widgets, workflow] = await Promise.all([
    getTestCases(deps, user, agentId),
    listAllCuratedAnswers(deps, user, agentId),
    listWidgets(deps, user, agentId),
    workflows.read(deps, user, agentId),
  ]);
  return {
    kind: AGENT_FILE_KIND,
    formatVersion: AGENT_FILE_FORMAT_VERSION,
    exportedAt: deps.clock().toISOString(),
    agent: {
      name: a.name,
      description: a.description,
      industry: a.industry,
      defaultLanguage: a.defaultLanguage === 'es' ? 'es' : 'en',
      avatarUrl: a.avatarUrl,
      modelProvider: a.modelProvider as AgentFile['agent']['modelProvider'],
      modelName: a.modelName,
      modelSettings: a.modelSettings,
      systemPrompt: a.systemPrompt,
      rules: a.rules,
      fallbackMessage: a.fallbackMessage,
      starters: a.starters,
      conversationFlow: a.conversationFlow,
      companyInfo: a.companyInfo,
      guardrails: a.guardrails,
      channels: a.channels,
      enabledTools: a.enabledTools,
      toolConfigs: toFileToolConfigs(a.toolConfigs),
    },
    knowledge: { websiteUrls: a.websiteUrls },
    testCases: testCases.map((c) => ({ name: c.name, input: c.input, expectedOutput: c.expectedOutput ?? null })),
    curatedAnswers: {
      settings: curated.settings,
      pairs: curated.pairs.map((p) => ({ question: p.question, alternatives: p.alternatives, answer: p.answer, language: p.language })),
    },
    workflow: workflow && workflowToFile(workflow),
    widgets: widgets.map((w) => ({ name: w.name, htmlCode: w.htmlCode, customConfig: w.customConfig, isPremiumFeatures: w.isPremiumFeatures })),
  };
}
