import type { ComponentType } from 'react';

export const PUBLIC_ROUTES: { path: string; component: ComponentType }[] = [];
