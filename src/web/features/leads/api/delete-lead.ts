import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leadsBaseKey } from './get-leads';

export const deleteLead = (leadId: string) => api.delete<void>(`/api/leads/${leadId}`);

export function useDeleteLead(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => deleteLead(leadId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsBaseKey(projectId) }),
  });
}
