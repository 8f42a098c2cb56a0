"use client";

import { useCallback, useEffect, useRef } from "react";

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * "Show N more" under a long list: the last one removes its own button, and Chromium drops the keyboard focus to
 * <body>, so a keyboard user started again from the top of the page. Call `mark(shown)` on the click (the number of
 * rows shown before it) and put `containerRef` on an element around the rows: once more rows are shown, if the focus was lost, it goes
 * to the first focusable control of the first new row (the row itself if it has none).
 */
export function useFocusAfterMore<T extends HTMLElement>(rowSelector: string, rowCount: number) {
  const container = useRef<T>(null);
  const from = useRef<number | null>(null);
  useEffect(() => {
    const at = from.current;
    if (at === null || rowCount <= at) return;
    from.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const row = container.current?.querySelectorAll<HTMLElement>(rowSelector)[at];
    if (!row) return;
    const target = row.matches(FOCUSABLE) ? row : (row.querySelector<HTMLElement>(FOCUSABLE) ?? row);
    if (target === row && !row.hasAttribute("tabindex")) row.tabIndex = -1;
    target.focus();
  }, [rowCount, rowSelector]);
  const mark = useCallback((shown: number) => {
    from.current = shown;
  }, []);
  return { containerRef: container, mark };
}
