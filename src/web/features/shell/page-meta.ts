/** Header title and description per route (keys under pages.* in the shell namespace). */
const PAGE_KEYS: Record<string, string> = {
  '/': 'dashboard',
  '/agents': 'agents',
  '/workflows': 'workflows',
  '/knowledge': 'knowledge',
  '/test-console': 'testConsole',
  '/tools': 'tools',
  '/leads': 'leads',
  '/analytics': 'analytics',
  '/conversations': 'conversations',
  '/visitors': 'visitors',
  '/inbox': 'inbox',
  '/deployments': 'deployments',
  '/settings': 'settings',
  '/help': 'help',
};

/** Unknown paths fall back to the dashboard's ('Dashboard' / 'Monitor your agents and analyze performance'). */
export function pageKeyFor(location: string): string {
  if (/^\/agents\/[^/]+\/workflow\/?$/.test(location)) return 'workflowBuilder';
  if (/^\/agents\/[^/]+\/answers\/?$/.test(location)) return 'curatedAnswers';
  if (/^\/agents\/[^/]+\/unanswered\/?$/.test(location)) return 'unanswered';
  if (/^\/conversations\/[^/]+\/?$/.test(location)) return 'conversations';
  if (/^\/visitors\/[^/]+\/?$/.test(location)) return 'visitors';
  return PAGE_KEYS[location.replace(/(.)\/$/, '$1')] ?? 'dashboard';
}
