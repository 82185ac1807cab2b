import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitorMemory } from '@common/visitor-memory';
import { api } from '../../../../lib/api';

export const visitorMemoryUrl = (projectId: string, visitorId: string) => `/api/projects/${projectId}/visitors/${visitorId}/memory`;

export const getVisitorMemory = (projectId: string, visitorId: string) => api.get<VisitorMemory>(visitorMemoryUrl(projectId, visitorId));

export const visitorMemoryQuery = (projectId: string, visitorId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'visitors', visitorId, 'memory'] as const, queryFn: () => getVisitorMemory(projectId, visitorId) });

export function useVisitorMemory(projectId: string, visitorId: string) {
  return useQuery(visitorMemoryQuery(projectId, visitorId));
}
