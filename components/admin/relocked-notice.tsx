"use client";

import { useEffect, useRef } from "react";
import { UnlockCodeForm } from "./unlock-code-form";

/**
 * Shown above a form whose unlock lapsed while it was open: the form keeps what was typed, and the code unlocks it
 * again. It scrolls itself into view and takes the focus, since on a phone the form's sheet may be scrolled to its
 * Save button (the toast alone left the code field out of sight).
 */
export function RelockedNotice({ message, label, submitLabel, onUnlock }: { message: string; label: string; submitLabel: string; onUnlock: (code: string) => Promise<void> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
    ref.current?.querySelector("input")?.focus();
  }, []);
  return (
    <div ref={ref} data-slot="relocked-notice" role="alert" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>{message}</p>
      <UnlockCodeForm label={label} submitLabel={submitLabel} onUnlock={onUnlock} />
    </div>
  );
}
