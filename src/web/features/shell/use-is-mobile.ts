import { useSyncExternalStore } from 'react';

/** Below 768 px the sidebar becomes a drawer. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(listener: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
