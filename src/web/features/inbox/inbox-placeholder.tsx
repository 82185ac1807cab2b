import type { LucideIcon } from 'lucide-react';

/** A centred note where a list or a conversation would be. */
export function InboxPlaceholder({ icon: Icon, title, body, testId }: { icon: LucideIcon; title: string; body: string; testId: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 py-14 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
    </div>
  );
}
