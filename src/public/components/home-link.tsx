/** A link styled as the primary button (the not-found states' way back to the product). */
export function HomeLink({ label, newTab = false }: { label: string; newTab?: boolean }) {
  return (
    <a
      href="/"
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      className="inline-flex h-9 items-center justify-center gap-1.5 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {label}
    </a>
  );
}
