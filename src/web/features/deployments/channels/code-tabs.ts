import type { GeneratedCode } from '../api/generate-code';

export interface CodeTab {
  /** a snippet name (curl, javascript...) or 'main' for the primary code when no snippet repeats it */
  id: string;
  code: string;
}

/** The primary code first, then the other snippets; the primary is not shown twice. */
export function codeTabs(result: GeneratedCode): CodeTab[] {
  const snippets = Object.entries(result.snippets)
    .filter(([, code]) => code.length > 0)
    .map(([id, code]) => ({ id, code }));
  const primary = snippets.find((tab) => tab.code === result.code) ?? { id: 'main', code: result.code };
  return [primary, ...snippets.filter((tab) => tab !== primary && tab.code !== result.code)];
}
