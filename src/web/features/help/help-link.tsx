import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { linkAttributesFor, type HelpAction } from './help-links';

interface HelpLinkProps {
  action: HelpAction;
  /** undefined while it loads: a mail item waits for it */
  supportEmail: string | undefined;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A Help item's link: an app screen (client navigation), a new tab, or the mail client. */
export function HelpLink({ action, supportEmail, className, children, ...rest }: HelpLinkProps) {
  const { t } = useTranslation('help');
  if (action.kind === 'route') {
    return (
      <Link href={action.href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  if (action.kind === 'mail' && !supportEmail) {
    return (
      <span aria-disabled="true" className={className} {...rest}>
        {children}
      </span>
    );
  }
  const attributes = linkAttributesFor(action, supportEmail ?? '');
  return (
    <a {...attributes} className={className} {...rest}>
      {children}
      {attributes.target && <span className="sr-only"> {t('opensInNewTab')}</span>}
    </a>
  );
}
