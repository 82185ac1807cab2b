import { useQuery } from '@tanstack/react-query';
import type { VisitorDetail } from '@common/visitors';
import { api } from '../../../lib/api';
import { visitorsBaseKey } from './get-visitors';

export const visitorKey = (projectId: string, visitorId: string) => [...visitorsBaseKey(projectId), 'one', visitorId] as const;

export function useVisitor(projectId: string, visitorId: string) {
  return useQuery({ queryKey: visitorKey(projectId, visitorId), queryFn: () => api.get<VisitorDetail>(`/api/projects/${projectId}/visitors/${visitorId}`) });
}
