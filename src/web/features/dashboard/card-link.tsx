import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/**
 * Classes for a card (or row) that opens a page: hover and a visible focus ring while its
 * StretchedLink has keyboard focus. It must be `relative` for the link to cover it.
 */
export const LINKED_CARD =
  'relative transition-colors hover:border-primary/50 hover:bg-accent/40 has-[a[data-stretched]:focus-visible]:ring-2 has-[a[data-stretched]:focus-visible]:ring-ring';

/**
 * A link whose click area stretches over the whole card while its accessible name stays its own
 * short text (the card's title), so the card's figures are read as text, not as one long link
 * name, and other controls of the card can sit beside it, raised with `relative z-10`, instead
 * of inside it (axe 'nested-interactive'). https://inclusive-components.design/cards/
 */
export function StretchedLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      data-stretched=""
      className={cn("after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none", className)}
    >
      {children}
    </Link>
  );
}
