import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { conversationsBaseKey } from './get-conversations';
import { conversationQuery } from './get-conversation';

export const deleteConversation = (conversationId: string) => api.delete<void>(`/api/conversations/${conversationId}`);

/** Its runs go with it, so the project's lists are refetched and the transcript is forgotten. */
export function useDeleteConversation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => deleteConversation(conversationId),
    onSuccess: (_, conversationId) => {
      queryClient.removeQueries({ queryKey: conversationQuery(conversationId).queryKey });
      return queryClient.invalidateQueries({ queryKey: conversationsBaseKey(projectId) });
    },
  });
}
