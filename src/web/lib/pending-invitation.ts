const KEY = 'agentforge.pendingInvitation';

/**
 * An invitation link opened while signed out: kept for this tab until the person has signed in
 * or signed up, then answered on /invite.
 */
export function rememberInvitation(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // storage refused (private mode): the person opens the link again after signing in
  }
}

export function pendingInvitation(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** Where the app starts after signing in: the pending invitation, else the dashboard. */
export function startPath(): string {
  const token = pendingInvitation();
  return token ? `/invite#${token}` : '/';
}
