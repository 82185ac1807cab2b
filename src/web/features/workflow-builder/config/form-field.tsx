import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/** A label, its control and an optional hint (the control points at `${id}-hint` itself). */
export function FormField({ id, label, hint, className, children }: { id: string; label: string; hint?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
