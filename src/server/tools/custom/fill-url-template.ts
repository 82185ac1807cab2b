/**
 * Fills {placeholders} of a URL template from the arguments (each value URL-encoded) and returns
 * the arguments it did not use. A missing placeholder value is an error for the model.
 */
export function fillUrlTemplate(template: string, args: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...args };
  const url = template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = args[name];
    if (value === undefined || value === null || value === '') throw new Error(`The argument "${name}" is required to build the URL.`);
    delete rest[name];
    return encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
  return { url, rest };
}

/** Adds the arguments as query parameters (GET and DELETE carry no body). */
export function withQuery(url: string, args: Record<string, unknown>): string {
  const entries = Object.entries(args).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return url;
  const target = new URL(url);
  for (const [k, v] of entries) target.searchParams.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  return target.href;
}
