import type { ReactNode } from 'react';

/** The 350x500 frame with its explanations beside it (above it on narrow screens), so both fit the dialog. */
export function FrameLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 md:flex-row md:items-start md:justify-center md:gap-8">
      <div className="flex max-w-md flex-col items-center gap-2 text-center md:w-64 md:items-start md:pt-2 md:text-left">{aside}</div>
      {children}
    </div>
  );
}
