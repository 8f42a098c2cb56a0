"use client";

import { useEffect, useRef } from "react";

/**
 * A ref for a controlled text field that adopts what the visitor typed or pasted before React hydrated the page.
 *
 * The public pages are server HTML that becomes interactive once their scripts have run (after the first paint:
 * lib/build/defer-boot.ts). Text entered in that moment stays in the field, but the component's state still holds the
 * server's empty value, so the counter, the limit and the buttons would ignore it. On mount the field's own value is
 * handed to `adopt` (the same path as an edit, so limits apply); afterwards React owns the field.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(value: string, adopt: (typed: string) => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) adopt(typed);
    // Only the first render can differ from the field: deliberately once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
