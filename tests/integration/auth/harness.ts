import { vi } from "vitest";
import { setClockForTests } from "@/lib/auth/clock";
import { requestContext } from "@/tests/helpers/next-request";

process.env.SESSION_SECRET ??= "integration-test-session-secret-0123456789abcdef";

/** A controllable clock for the auth code (sessions, lockouts, throttling windows). */
export function useFakeClock(start = new Date("2026-11-25T10:00:00Z")) {
  let current = start.getTime();
  setClockForTests(() => new Date(current));
  return {
    get now() {
      return new Date(current);
    },
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
    restore() {
      setClockForTests(null);
    },
  };
}

/** The error a Next redirect() throws, with its target, or null. */
export function redirectTarget(error: unknown): string | null {
  const digest = (error as { digest?: string })?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_REDIRECT") ? digest.split(";")[2] ?? null : null;
}

export async function expectRedirect(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const target = redirectTarget(error);
    if (target) return target;
    throw error;
  }
  throw new Error("expected a redirect");
}

export function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

export { requestContext, vi };
