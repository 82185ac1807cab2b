import { useMutation } from '@tanstack/react-query';
import type { AuthStatus, LoginBody, RegisterBody } from '@common/auth';
import { api } from '../../../lib/api';
import { startPath } from '../../../lib/pending-invitation';

export const login = (body: LoginBody) => api.post<AuthStatus>('/api/auth/login', body);
export const register = (body: RegisterBody) => api.post<AuthStatus>('/api/auth/register', body);

/** A fresh session changes everything the app shows, so the browser starts over (at '/', or at a pending invitation). */
const enterApp = () => {
  window.location.href = startPath();
};

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: enterApp });
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: enterApp });
}
