import type { ReactNode } from 'react';

/** A wide table scrolls inside its card on phones; keyboards reach the scroll through the focusable region. */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}
