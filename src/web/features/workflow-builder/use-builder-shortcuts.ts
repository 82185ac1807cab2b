import { useEffect, useRef } from 'react';

/** Keys typed into a field, a menu or a dialog belong to it, not to the canvas. */
function belongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]')) return true;
  return false;
}

/** Delete (or Backspace) removes the selection; Ctrl/Cmd+Z undoes the last change. */
export function useBuilderShortcuts(handlers: { onDelete: () => void; onUndo: () => void; enabled: boolean }) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current.enabled || event.defaultPrevented || belongsToControl(event.target)) return;
      if ((event.key === 'Delete' || event.key === 'Backspace') && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        latest.current.onDelete();
      } else if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        latest.current.onUndo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
