import type { ReactNode } from 'react';

/** One setting: label and explanation on the left, its control on the right. */
export function SettingRow({ id, label, description, children }: { id: string; label: string; description: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
