"use client";

import { useSyncExternalStore } from "react";

/** SPEC section 9: compact layout under 768 px (dialogs become bottom sheets). */
export const UNDER_MD = "(max-width: 767.98px)";
/** The client table's columns need about 650 px beside the side menu: under 1024 px the list is cards. */
export const UNDER_LG = "(max-width: 1023.98px)";

/** Whether the media query matches; false while rendering on the server. */
export function useCompactLayout(query: string = UNDER_MD): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
