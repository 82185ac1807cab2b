export type PublicRoute =
  | { page: 'demo'; versionId: string }
  | { page: 'chat'; versionId: string; channel: 'chat' | 'widget' }
  | { page: 'widget-demo'; widgetId: string }
  | { page: 'none' };

/** The four public paths the server sends to this bundle. */
export function matchRoute(pathname: string): PublicRoute {
  const m = /^\/(demo|chat|widget|widget-demo)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return { page: 'none' };
  const id = decodeURIComponent(m[2]);
  if (m[1] === 'demo') return { page: 'demo', versionId: id };
  if (m[1] === 'widget-demo') return { page: 'widget-demo', widgetId: id };
  return { page: 'chat', versionId: id, channel: m[1] === 'widget' ? 'widget' : 'chat' };
}
