import { useCallback, useEffect, useState } from 'react';
import { readSidebarExpanded, serializeSidebarCookie } from './sidebar-cookie';
import { useIsMobile } from './use-is-mobile';

export interface SidebarState {
  isMobile: boolean;
  /** desktop: full width (true) or icons only (false) */
  expanded: boolean;
  /** phone: the drawer is showing */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

/** Desktop collapse (remembered in the sidebar_state cookie) and the phone drawer; Ctrl/Cmd+B toggles. */
export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readSidebarExpanded(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    document.cookie = serializeSidebarCookie(!expanded);
    setExpanded(!expanded);
  }, [isMobile, expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}
