"use client";

import { useEffect, useRef } from "react";
import { dashboardUnlockStatus } from "@/lib/auth/admin-actions";
import { UNLOCK_IDLE_MS } from "@/lib/auth/rules";

/** A second past the expected end, so the server has certainly lapsed it when asked. */
const GRACE_MS = 1000;

/**
 * Locks the screen when the server's 15-minute unlock lapses. The server slides the unlock on every use (this tab's,
 * another tab's), so the page does not guess: when the time it last heard of is up, it asks the server (a question
 * that does not count as use) and either locks or waits for the new time. A tab coming back to the front asks at once
 * (timers are throttled in background tabs, and another tab may have locked).
 */
export function useUnlockExpiry({ unlocked, initialMsLeft, onExpired }: { unlocked: boolean; initialMsLeft: number; onExpired: () => void }) {
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);
  // Opened unlocked, the first wait is what the page's render said was left; after an unlock here, 15 minutes.
  const lockedSinceMount = useRef(false);

  useEffect(() => {
    if (!unlocked) {
      lockedSinceMount.current = true;
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const ask = async () => {
      try {
        const status = await dashboardUnlockStatus();
        if (cancelled) return;
        if (!status.unlocked) return expired.current();
        schedule(status.msLeft);
      } catch {
        // No answer is no confirmation: lock the screen. (After a logout in another tab the proxy redirects the
        // question, and retrying every minute kept the figures on screen indefinitely.)
        if (!cancelled) expired.current();
      }
    };
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void ask(), ms + GRACE_MS);
    };
    // back in front, ask at once: another tab may have locked, or timers here were throttled
    const onVisible = () => {
      if (document.visibilityState === "visible") void ask();
    };

    schedule(lockedSinceMount.current || initialMsLeft <= 0 ? UNLOCK_IDLE_MS : initialMsLeft);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [unlocked, initialMsLeft]);
}
