import type { ReactNode } from 'react';

/**
 * Screen readers hear the summary instead of the drawing: the chart's own focus and keyboard layer
 * is switched off (accessibilityLayer={false}) so nothing inside the image is focusable.
 */
export function ChartFigure({ summary, testId, children }: { summary: string; testId: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={summary} className="w-full min-w-0" data-testid={testId}>
      {children}
    </div>
  );
}
