/** Where a Help item leads: a screen of the app, a page opened in a new tab, or a mail to support. */
export type HelpAction = { kind: 'route'; href: string } | { kind: 'external'; href: string } | { kind: 'mail' };

export interface LinkAttributes {
  href: string;
  target?: '_blank';
  rel?: string;
}

/** Mail items open mail, http items open a new tab (without handing it window.opener). */
export function linkAttributesFor(action: HelpAction, supportEmail: string): LinkAttributes {
  switch (action.kind) {
    case 'mail':
      return { href: `mailto:${supportEmail}` };
    case 'external':
      return { href: action.href, target: '_blank', rel: 'noopener noreferrer' };
    case 'route':
      return { href: action.href };
  }
}
