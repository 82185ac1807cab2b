import type { AppDeps } from './deps';

/** PUBLIC_URL when set (behind a proxy), else the address the request came to. */
export function publicOrigin(deps: AppDeps, request: { protocol: string; host: string }): string {
  return deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}
