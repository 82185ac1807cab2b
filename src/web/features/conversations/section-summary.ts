import { cn } from '../../lib/cn';

/** The look of a folded section's summary in a transcript turn (steps, tool arguments and output). */
export const sectionSummary = cn(
  'flex w-fit cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-muted-foreground hover:text-foreground',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden',
);
