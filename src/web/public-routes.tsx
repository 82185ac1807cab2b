import type { ComponentType } from 'react';
import { PublicNotAvailablePage } from './features/not-available/public-not-available-page';

/** Public agent pages (no sign-in); their features replace these placeholders. */
export const PUBLIC_ROUTES: { path: string; component: ComponentType }[] = [
  { path: '/demo/:versionId', component: () => <PublicNotAvailablePage kind="demo" /> },
  { path: '/chat/:versionId', component: () => <PublicNotAvailablePage kind="chat" /> },
  { path: '/widget/:versionId', component: () => <PublicNotAvailablePage kind="widget" /> },
  { path: '/widget-demo/:widgetId', component: () => <PublicNotAvailablePage kind="widgetDemo" /> },
];
