import type { VisitorIdentity } from '@common/identity';

/**
 * Who the site says the visitor is, from the page address's fragment: `#uid=…&name=…&email=…&sig=…`
 * (the widget's loader puts its data-user-* attributes there). A fragment never reaches the server's
 * logs or another site's Referer; the chat sends it with each turn, where the signature is checked
 * (docs/decisions/0045). Null without a user id.
 */
export function readIdentity(hash: string): VisitorIdentity | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const userId = params.get('uid')?.trim();
  if (!userId) return null;
  const optional = (key: string) => params.get(key)?.trim() || undefined;
  return { userId, name: optional('name'), email: optional('email'), signature: optional('sig') };
}

/** The fragment carrying an identity (the loader's side of readIdentity). */
export function identityFragment(identity: VisitorIdentity): string {
  const params = new URLSearchParams({ uid: identity.userId });
  if (identity.name) params.set('name', identity.name);
  if (identity.email) params.set('email', identity.email);
  if (identity.signature) params.set('sig', identity.signature);
  return `#${params}`;
}
