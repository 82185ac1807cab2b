import { useLocation, useSearch } from 'wouter';

export const TOOLS_TABS = ['project', 'built-in', 'public', 'mcp'] as const;
export type ToolsTab = (typeof TOOLS_TABS)[number];

const isTab = (value: string | null): value is ToolsTab => TOOLS_TABS.some((tab) => tab === value);

/** The open tab lives in the URL (?tab=...), so a reload or a link keeps it. */
export function useToolsTab(): [ToolsTab, (tab: string) => void] {
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  return [isTab(requested) ? requested : 'project', (tab) => navigate(`/tools?tab=${tab}`, { replace: true })];
}
