import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Screen readers hear the summary instead of the drawing: the chart's own focus and keyboard layer
 * is switched off (accessibilityLayer={false}) so nothing inside the image is focusable.
 */
export function ChartFigure({ summary, testId, children }: { summary: string; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useKeepLayersOutOfTabOrder(ref);
  return (
    <div ref={ref} role="img" aria-label={summary} className="w-full min-w-0" data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * Recharts draws its layers into <g> elements that React uses as portal containers; React listens
 * for focus events on every portal container, and Chromium makes an SVG element with focus
 * listeners a Tab stop. Four invisible stops per chart: they are taken out of the Tab order here.
 */
function useKeepLayersOutOfTabOrder(ref: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const apply = () => root.querySelectorAll('svg g:not([tabindex])').forEach((g) => g.setAttribute('tabindex', '-1'));
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
