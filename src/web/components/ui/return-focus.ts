import { useEffect, useState } from 'react';

/**
 * Rendered inside a dialog's content (which exists only while the dialog is open). Gives the focus back to what had it before a dialog opened when the dialog's owner unmounts
 * it outright (`{open && <SomeDialog />}`): Radix returns the focus only when the dialog closes
 * while still mounted, and otherwise leaves it on the page's body.
 */
export function ReturnFocus(): null {
  // read while rendering, before the dialog moves the focus inside itself
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );
  return null;
}
