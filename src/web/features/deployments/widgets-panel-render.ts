import type { ReactNode } from 'react';

/** The widgets panel the app passes down to the channels tab (the widgets feature is not imported here). */
export type WidgetsPanelRender = (agent: { id: string; name: string }) => ReactNode;
