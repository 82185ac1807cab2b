import { SearchX, X, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from './ui/button';

interface ListEmptyStateProps {
  /** true: rows exist but none matches the filters */
  filtered: boolean;
  icon: LucideIcon;
  title: string;
  body: string;
  /** with no rows at all: where they come from */
  action: { href: string; label: string };
  /** with filters: the button that clears them */
  clear: { label: string; onClick: () => void };
  testId: string;
}

/** An empty list: none yet says where rows come from; none for the filters offers to clear them. */
export function ListEmptyState({ filtered, icon, title, body, action, clear, testId }: ListEmptyStateProps) {
  const Icon = filtered ? SearchX : icon;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center" data-testid={filtered ? `${testId}-filtered` : testId}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-lg text-sm text-muted-foreground">{body}</p>
      {filtered ? (
        <Button variant="outline" onClick={clear.onClick}>
          <X />
          {clear.label}
        </Button>
      ) : (
        <Link href={action.href} className={buttonVariants()}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
