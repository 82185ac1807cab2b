import { z } from 'zod';
import {
  AGENT_FILE_ERROR_CODES,
  AGENT_FILE_FORMAT_VERSION,
  agentFile,
  agentImportBody,
  formatVersionOf,
  type AgentFile,
  type AgentImportReport,
} from '../../../common/agent-file';
import { agentInput, type AgentInputParsed } from '../../../common/agents';
import { hasPremium } from '../../accounts/billing/index';
import { requireProject, requireProjectOwnerPlan } from '../../accounts/projects/index';
import { addAgentDocument, createCuratedAnswer, deleteDataset, isSupportedDocument, saveCuratedSettings } from '../../knowledge/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { createAgent, deleteAgent, requireAgent } from '../agents/index';
import { createTestCase } from '../testing/index';
import { createWidget } from '../widgets/index';
import { fillToolSecrets } from './tool-secrets';
import { droppedPaths } from './unused-fields';
import { fillWorkflowSecrets, type WorkflowPart } from './workflow-part';

type Issue = { path: PropertyKey[]; message: string };
type NotUsed = AgentImportReport['notUsed'];

const invalid = (message: string) => new AppError(400, AGENT_FILE_ERROR_CODES.invalid, message);
const describe = (prefix: string[], issues: Issue[]) => issues.map((i) => `${[...prefix, ...i.path.map(String)].join('.')}: ${i.message}`).join('; ');

/** A file from a newer AgentForge is refused by its version before anything else is read. */
function readFile(raw: unknown): AgentFile {
  const version = formatVersionOf(raw);
  if (version !== null && version > AGENT_FILE_FORMAT_VERSION) {
    throw new AppError(
      400,
      AGENT_FILE_ERROR_CODES.newerFormat,
      `file.formatVersion: this file has format version ${version}; this instance reads format version ${AGENT_FILE_FORMAT_VERSION} (update AgentForge to import it)`,
    );
  }
  const parsed = agentFile.safeParse(raw);
  if (!parsed.success) throw invalid(describe(['file'], parsed.error.issues));
  return parsed.data;
}

/** The agent form the file describes, its tools with the secrets given; a tool missing one is turned off. */
function agentFormOf(file: AgentFile, secrets: Record<string, string>, notUsed: NotUsed): AgentInputParsed {
  const { configs, missing } = fillToolSecrets(file.agent.toolConfigs, secrets);
  const enabledTools = { ...file.agent.enabledTools };
  for (const m of missing) {
    const wasOn = enabledTools[m.tool];
    enabledTools[m.tool] = false;
    notUsed.push({ path: m.path, reason: 'secretMissing', message: `No value was given for the secret "${m.name}"${wasOn ? `: the ${m.tool} tool is off until you set it` : ''}` });
  }
  const form = agentInput.safeParse({ ...file.agent, enabledTools, toolConfigs: configs, websiteUrls: file.knowledge.websiteUrls });
  if (!form.success) throw invalid(describe(['file', 'agent'], form.error.issues));
  return form.data;
}

/** A 400 of a step is about a part of the file: its message is prefixed with that part's path. */
async function inPart<T>(path: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 400) throw new AppError(400, err.code, `${path}.${err.message}`);
    throw err;
  }
}

/** The new agent goes, and the dataset made for it (the file names none, so nothing else uses it). */
async function discard(deps: AppDeps, user: SessionUser, agentId: string): Promise<void> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  await deleteAgent(deps, user, agentId);
  if (row.datasetId) await deleteDataset(deps, user, row.datasetId);
}

/**
 * Creates a new agent in the project from an agent file (never changes an existing one), through
 * the same code the product's forms use: plan limits, roles, the private-URL guard and every
 * field's limits apply. All or nothing: a step that fails removes the new agent.
 */
export async function importAgent(deps: AppDeps, workflows: WorkflowPart, user: SessionUser, projectId: string, body: z.output<typeof agentImportBody>): Promise<AgentImportReport> {
  const project = await requireProject(deps, user, projectId, 'build');
  const file = readFile(body.file);
  const notUsed: NotUsed = droppedPaths(body.file, file).map((path) => ({ path, reason: 'unknownField' as const, message: `Not a field of agent file format version ${AGENT_FILE_FORMAT_VERSION}` }));
  const form = agentFormOf(file, body.secrets, notUsed);
  const workflow = file.workflow && fillWorkflowSecrets(file.workflow, body.secrets);
  for (const m of workflow?.missing ?? []) {
    notUsed.push({ path: m.path, reason: 'workflowSecretMissing', message: `No value was given for the secret "${m.name}": the workflow's webhook node is saved without this header` });
  }
  const documents = file.knowledge.documents.map((d) => ({ name: d.name, bytes: Buffer.from(d.contentBase64, 'base64') }));
  documents.forEach((d, i) => {
    if (!isSupportedDocument(d.name, d.bytes)) throw invalid(`file.knowledge.documents.${i}: ${d.name} is not a document type the knowledge base reads`);
  });
  const widgetsAllowed = await hasPremium(deps, await requireProjectOwnerPlan(deps, project.id));
  if (!widgetsAllowed) file.widgets.forEach((_w, i) => notUsed.push({ path: `widgets.${i}`, reason: 'widgetsNeedPremium', message: 'Widgets need Premium: this project does not have it' }));

  const agent = await inPart('file.agent', () => createAgent(deps, user, project.id, form));
  try {
    for (const [i, c] of file.testCases.entries()) await inPart(`file.testCases.${i}`, () => createTestCase(deps, user, agent.id, c));
    if (file.curatedAnswers.settings) await saveCuratedSettings(deps, user, agent.id, file.curatedAnswers.settings);
    for (const [i, p] of file.curatedAnswers.pairs.entries()) await inPart(`file.curatedAnswers.pairs.${i}`, () => createCuratedAnswer(deps, user, agent.id, p));
    if (workflow) await inPart('file.workflow', () => workflows.save(deps, user, agent.id, workflow.graph));
    if (widgetsAllowed) for (const [i, w] of file.widgets.entries()) await inPart(`file.widgets.${i}`, () => createWidget(deps, user, agent.id, w));
    for (const [i, d] of documents.entries()) await inPart(`file.knowledge.documents.${i}`, () => addAgentDocument(deps, user, agent.id, d.name, d.bytes));
  } catch (err) {
    await discard(deps, user, agent.id);
    throw err;
  }
  return { agent: { id: agent.id, name: agent.name, projectId: agent.projectId }, notUsed };
}
