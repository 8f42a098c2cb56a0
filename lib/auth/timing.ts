/**
 * Answers no sooner than `ms` after the start (SPEC.md's 1000 ms login and 500 ms unlock checks). Slows guessing and
 * hides whether an answer came from a fast path (unknown e-mail, throttled) or a slow one (hash check).
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  if (!minimumTimes.enabled) return work();
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = ms - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

export const LOGIN_MIN_MS = 1000;
export const UNLOCK_MIN_MS = 500;

/** Tests of the lockout rules switch the minimum times off (one test keeps them to check they hold). */
export const minimumTimes = { enabled: true };
