"use client";

import { useCallback, useMemo, useRef } from "react";

const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function focusMain() {
  document.getElementById("admin-main")?.focus();
}

/**
 * Radix hands focus back to a dialog's own Trigger when it closes. The prompts' dialogs and the request sheet are
 * opened from buttons that are not their Trigger (one sheet for every row's View button), so focus fell to <body>
 * and a keyboard user started again from the top of the page. Call `remember()` just before opening and pass
 * `onCloseAutoFocus` to the dialog's content: focus goes back to the button that opened it, or to the main region
 * when that button is gone (its item was deleted). Opened from inside another dialog (the viewer's Edit), the page
 * button that opened the first one is kept.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);

  const remember = useCallback(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body || el.closest(OPEN_MODAL)) return;
    opener.current = el;
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    // Another dialog opened as this one closed (viewer -> edit form): it holds focus now.
    if (document.querySelector(OPEN_MODAL)) return;
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected && !el.matches(":disabled")) el.focus();
    else focusMain();
  }, []);

  /** The opener's item was deleted: focus goes to the main region instead, now or once the item is removed. */
  const forget = useCallback(() => {
    opener.current = null;
    // The dialog may have closed (and focused the opener) before the item left the page.
    setTimeout(() => {
      if (!document.querySelector(OPEN_MODAL) && (document.activeElement === document.body || !document.activeElement)) focusMain();
    }, 50);
  }, []);

  return useMemo(() => ({ remember, onCloseAutoFocus, forget }), [remember, onCloseAutoFocus, forget]);
}
