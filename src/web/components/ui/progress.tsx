import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** value is 0..max (default max 100); the bar is clamped to the track. */
export function Progress({
  className,
  value,
  max = 100,
  indicatorClassName,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const ratio = value == null ? 0 : Math.min(Math.max(value / max, 0), 1);
  return (
    <ProgressPrimitive.Root
      value={value == null ? null : Math.min(value, max)}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full bg-primary transition-[width]', indicatorClassName)}
        style={{ width: `${ratio * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
