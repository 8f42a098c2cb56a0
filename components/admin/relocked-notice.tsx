"use client";

import { useEffect, useRef } from "react";
import { UnlockCodeForm } from "./unlock-code-form";

/**
 * Shown above a form whose unlock lapsed while it was open: the form keeps what was typed, and the code unlocks it
 * again. It scrolls itself into view and takes the focus, since on a phone the form's sheet may be scrolled to its
 * Save button (the toast alone left the code field out of sight), and hands the focus to Save when it goes.
 */
export function RelockedNotice({ message, label, submitLabel, onUnlock }: { message: string; label: string; submitLabel: string; onUnlock: (code: string) => Promise<void> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current?.parentElement;
    ref.current?.scrollIntoView({ block: "nearest" });
    ref.current?.querySelector("input")?.focus();
    // unlocked, the notice goes: the focus goes on to the form's save button rather than back to the page
    return () => container?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
  }, []);
  return (
    <div ref={ref} data-slot="relocked-notice" role="alert" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>{message}</p>
      <UnlockCodeForm label={label} submitLabel={submitLabel} onUnlock={onUnlock} />
    </div>
  );
}
