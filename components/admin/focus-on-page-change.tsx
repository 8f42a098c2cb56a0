"use client";

import { useEffect, useRef } from "react";

/**
 * After Previous to the first page or Next to the last, the link that was pressed is gone and Chromium drops the
 * keyboard focus to <body>: a keyboard user started again from the top, through the menu and 50 rows. When the page
 * number changes and the focus was lost, it goes to `targetId` (the range line under the list). Never on the first
 * render, where a lost focus is just a page that was opened.
 */
export function FocusOnPageChange({ page, targetId }: { page: number; targetId: string }) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [page, targetId]);
  return null;
}
