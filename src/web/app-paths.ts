/** Paths of the signed-in application ('*' matches any deeper path); app.tsx sends others to the 404 page. */
export const APP_PATHS = [
  '/',
  '/agents',
  '/agents/*',
  '/workflows',
  '/knowledge',
  '/test-console',
  '/tools',
  '/leads',
  '/analytics',
  '/conversations',
  '/conversations/*',
  '/visitors',
  '/visitors/*',
  '/inbox',
  '/deployments',
  '/settings',
  '/help',
];

