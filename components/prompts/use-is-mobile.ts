"use client";

import { useSyncExternalStore } from "react";
import { UNDER_MD } from "@/components/clients/use-compact-layout";

// SPEC section 9: compact layout under 768 px. The same query as the dashboard's dialogs: "(max-width: 767px)" missed
// the fractional widths of browser zoom (767.27 px at 110 %), where the page is already compact (Tailwind's md is off)
// and the prompt form opened as the desktop dialog.
export const COMPACT_QUERY = UNDER_MD;

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(COMPACT_QUERY);
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}

/** True under 768 px. The server render assumes a wide screen; the browser corrects it before the first dialog opens. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(COMPACT_QUERY).matches,
    () => false,
  );
}
