"use client";

import { useSyncExternalStore } from "react";

// SPEC section 9: compact layout under 768 px.
const QUERY = "(max-width: 767px)";

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}

/** True under 768 px. The server render assumes a wide screen; the browser corrects it before the first dialog opens. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
