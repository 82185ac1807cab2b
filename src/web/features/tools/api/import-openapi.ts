import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenApiImportBody, OpenApiPreview, OpenApiSource } from '@common/openapi-import';
import type { ProjectTool } from '@common/tools';
import { api } from '../../../lib/api';
import { toolsQuery } from './get-tools';

export const previewOpenApi = (projectId: string, body: OpenApiSource) => api.post<OpenApiPreview>(`/api/projects/${projectId}/tools/openapi/preview`, body);

export const importOpenApi = (projectId: string, body: OpenApiImportBody) => api.post<{ tools: ProjectTool[] }>(`/api/projects/${projectId}/tools/openapi/import`, body);

/** Reads a pasted, uploaded or fetched OpenAPI document and lists its operations. */
export function usePreviewOpenApi(projectId: string) {
  return useMutation({ mutationFn: (body: OpenApiSource) => previewOpenApi(projectId, body) });
}

/** Turns the picked operations into api tools. */
export function useImportOpenApi(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenApiImportBody) => importOpenApi(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQuery(projectId).queryKey }),
  });
}
