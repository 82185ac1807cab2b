import type { ComponentType } from 'react';

/**
 * Public pages rendered by the web app (no sign-in). The agent pages (/demo, /chat, /widget,
 * /widget-demo) are a separate light bundle (src/public) served by the server, not routes here.
 */
export const PUBLIC_ROUTES: { path: string; component: ComponentType }[] = [];
