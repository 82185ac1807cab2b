import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const sendTestEmail = (to: string) => api.post<void>('/api/admin/instance/test-email', { to });

export function useSendTestEmail(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: sendTestEmail, ...options });
}
