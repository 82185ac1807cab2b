import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

export function LoadingScreen({ text }: { text: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6" aria-busy="true">
      <div className="flex items-center gap-3 text-sm text-muted-foreground" role="status">
        <span className="size-5 animate-spin rounded-full border-2 border-muted border-t-primary" />
        {text}
      </div>
    </main>
  );
}

export function MessageScreen({ title, body, action, testId }: { title: string; body: string; action?: ReactNode; testId?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6" data-testid={testId}>
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertIcon width={24} height={24} />
        </span>
        <h1 className="text-lg font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{body}</p>
        {action && <div className="mt-6 flex justify-center">{action}</div>}
      </div>
    </main>
  );
}
