/**
 * The time the auth code sees. Tests move it forward to check idle and absolute expiry without waiting;
 * everything else uses the real clock.
 */
let override: (() => Date) | null = null;

export function now(): Date {
  return override ? override() : new Date();
}

/** Test hook: pass a function to freeze or shift time, or null to return to the real clock. */
export function setClockForTests(fn: (() => Date) | null) {
  override = fn;
}
