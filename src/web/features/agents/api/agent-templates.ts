import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentImportReport } from '@common/agent-file';
import type { AgentTemplateSummary, TemplateLanguage } from '@common/agent-templates';
import { api } from '../../../lib/api';
import { invalidateAgent } from './invalidate-agent';

/** The templates the creation wizard offers, in one language. */
export function useAgentTemplates(language: TemplateLanguage) {
  return useQuery({
    queryKey: ['/api/agent-templates', language],
    queryFn: () => api.get<AgentTemplateSummary[]>(`/api/agent-templates?language=${language}`),
    staleTime: Infinity,
  });
}

/** Creates a new agent from a template (the server imports the template's agent file). */
export function useCreateFromTemplate(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, language }: { templateId: string; language: TemplateLanguage }) =>
      api.post<AgentImportReport>(`/api/projects/${encodeURIComponent(projectId ?? '')}/agent-templates/${encodeURIComponent(templateId)}`, { language }),
    onSuccess: (report) => invalidateAgent(queryClient, report.agent.projectId, report.agent.id),
  });
}
