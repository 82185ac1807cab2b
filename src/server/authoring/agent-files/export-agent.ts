import { AGENT_FILE_DOCUMENTS_MAX_BYTES, AGENT_FILE_FORMAT_VERSION, AGENT_FILE_KIND, documentsTooLarge, type AgentFile } from '../../../common/agent-file';
import { badRequest } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { listAllCuratedAnswers, readAgentDocuments } from '../../knowledge/index';
import { requireAgent, toAgent } from '../agents/index';
import { getTestCases } from '../testing/index';
import { listWidgets } from '../widgets/index';
import { toFileToolConfigs } from './tool-secrets';
import { workflowToFile, type WorkflowPart } from './workflow-part';

/** The agent's uploaded documents as base64, within what a file may carry. */
async function documentsOf(deps: AppDeps, user: SessionUser, agentId: string): Promise<AgentFile['knowledge']['documents']> {
  const documents = await readAgentDocuments(deps, user, agentId);
  const bytes = documents.reduce((sum, d) => sum + d.bytes.length, 0);
  if (bytes > AGENT_FILE_DOCUMENTS_MAX_BYTES) throw badRequest(`documents: ${documentsTooLarge(bytes)}; export without them`);
  return documents.map((d) => ({ name: d.name, contentBase64: d.bytes.toString('base64') }));
}

/** The agent as one file, for any member who may read it: no id, no secret (placeholders stand in); its documents when asked. */
export async function exportAgent(deps: AppDeps, workflows: WorkflowPart, user: SessionUser, agentId: string, withDocuments: boolean): Promise<AgentFile> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const a = toAgent(row, null);
  const [testCases, curated, widgets, workflow, documents] = await Promise.all([
    getTestCases(deps, user, agentId),
    listAllCuratedAnswers(deps, user, agentId),
    listWidgets(deps, user, agentId),
    workflows.read(deps, user, agentId),
    withDocuments ? documentsOf(deps, user, agentId) : [],
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
      memory: a.memory,
      contextRecallDays: a.contextRecallDays,
      channels: a.channels,
      enabledTools: a.enabledTools,
      toolConfigs: toFileToolConfigs(a.toolConfigs),
    },
    knowledge: { websiteUrls: a.websiteUrls, documents },
    testCases: testCases.map((c) => ({ name: c.name, input: c.input, expectedOutput: c.expectedOutput ?? null })),
    curatedAnswers: {
      settings: curated.settings,
      pairs: curated.pairs.map((p) => ({ question: p.question, alternatives: p.alternatives, answer: p.answer, language: p.language })),
    },
    workflow: workflow && workflowToFile(workflow),
    widgets: widgets.map((w) => ({ name: w.name, htmlCode: w.htmlCode, customConfig: w.customConfig, isPremiumFeatures: w.isPremiumFeatures })),
  };
}
