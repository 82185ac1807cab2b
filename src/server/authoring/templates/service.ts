import type { AgentImportReport } from '../../../common/agent-file';
import { AGENT_TEMPLATE_IDS, toolsOf, type AgentTemplateId, type AgentTemplateSummary, type TemplateLanguage } from '../../../common/agent-templates';
import { requireProject } from '../../accounts/projects/index';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { importAgent, type WorkflowPart } from '../agent-files/index';
import { parsedTemplate, TEMPLATE_FILES } from './catalogue';

const isTemplateId = (id: string): id is AgentTemplateId => (AGENT_TEMPLATE_IDS as readonly string[]).includes(id);

/** The templates in one language: what the wizard's first screen lists. */
export function listTemplates(language: TemplateLanguage): AgentTemplateSummary[] {
  return AGENT_TEMPLATE_IDS.map((id) => {
    const file = parsedTemplate(id, language);
    return { id, language, title: file.agent.name, description: file.agent.description ?? '', tools: toolsOf(file) };
  });
}

/**
 * A new agent from a template, through the agent-file import (plan limits, roles, the private-URL
 * guard and every field's limits apply, as for any file). The project is checked before the
 * template, so another project's id answers like an unknown one whatever template is named.
 */
export async function createFromTemplate(
  deps: AppDeps,
  workflows: WorkflowPart,
  user: SessionUser,
  projectId: string,
  templateId: string,
  language: TemplateLanguage,
): Promise<AgentImportReport> {
  await requireProject(deps, user, projectId, 'build');
  if (!isTemplateId(templateId)) throw notFound('Template');
  return importAgent(deps, workflows, user, projectId, { file: TEMPLATE_FILES[templateId][language], secrets: {} });
}
