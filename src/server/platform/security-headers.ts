import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** this route's changes to the app's security headers (e.g. a page other sites may frame) */
    securityHeaders?: HelmetOptions;
    /** the route's headers, computed when it is registered */
    securityHeaderList?: [string, string][];
  }
}

/** The app's content policy; pages that other sites may frame add no frame-ancestors to it. */
export const BASE_CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix primitives position popovers with inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const APP_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...BASE_CSP_DIRECTIVES, frameAncestors: ["'self'"] },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets for these options, computed once: its middleware builds the policy on
 * every call, which cost every request of the app about a tenth of a millisecond.
 */
export function securityHeadersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return [...headers];
}

/** Helmet's headers on every answer; a route may change them with `config.securityHeaders`. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const appHeaders = securityHeadersOf(APP_OPTIONS);
  app.addHook('onRoute', (route) => {
    const own = route.config?.securityHeaders;
    if (own) route.config = { ...route.config, securityHeaderList: securityHeadersOf({ ...APP_OPTIONS, ...own } as HelmetOptions) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.routeOptions.config?.securityHeaderList ?? appHeaders) reply.header(name, value);
    done();
  });
}
