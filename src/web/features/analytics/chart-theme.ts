import type { CSSProperties } from 'react';

/**
 * Charts paint with the theme's CSS variables (palette.css), so they follow dark and light without
 * re-rendering. Indigo and amber stay apart for colour-blind readers too.
 */
export const SERIES = { first: 'var(--primary)', second: 'var(--warning)' } as const;

export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;
export const AXIS_LINE = { stroke: 'var(--border)' } as const;
export const GRID_STROKE = 'var(--border)';

export const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
    fontSize: 12,
  } satisfies CSSProperties,
  labelStyle: { color: 'var(--popover-foreground)', fontWeight: 600 } satisfies CSSProperties,
  cursor: { fill: 'var(--muted)', opacity: 0.6 },
} as const;

export const LEGEND_STYLE: CSSProperties = { fontSize: 12, color: 'var(--muted-foreground)' };
