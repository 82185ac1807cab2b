import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlistBody, JoinWaitlistReply } from '@common/waitlist';
import { api } from '../../../lib/api';

/** 201 {outcome:'joined'} for a new e-mail, 200 {outcome:'already'} for a known one. */
export function joinWaitlist(body: JoinWaitlistBody): Promise<JoinWaitlistReply> {
  return api.post<JoinWaitlistReply>('/api/waitlist', body);
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
