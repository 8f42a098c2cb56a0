import { describe, expect, it } from "vitest";
import * as r from "@/lib/auth/rules";

const t0 = new Date("2026-11-25T10:00:00Z");
const plus = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("session lifetimes", () => {
  const times = r.newSessionTimes(t0);
  const row = { ...times, unlockedUntil: null, revokedAt: null, lastSeenAt: t0 };

  it("new sessions end after 8 idle hours and 7 days at most", () => {
    expect(times.idleExpiresAt.getTime() - t0.getTime()).toBe(8 * HOUR);
    expect(times.expiresAt.getTime() - t0.getTime()).toBe(7 * 24 * HOUR);
  });

  it("is active, then idle, then expired, and revoked wins", () => {
    expect(r.sessionState(row, plus(8 * HOUR - 1))).toBe("active");
    expect(r.sessionState(row, plus(8 * HOUR))).toBe("idle");
    expect(r.sessionState({ ...row, idleExpiresAt: plus(8 * 24 * HOUR) }, plus(7 * 24 * HOUR))).toBe("expired");
    expect(r.sessionState({ ...row, revokedAt: t0 }, t0)).toBe("revoked");
  });

  it("slides the idle expiry but never past the absolute end", () => {
    expect(r.nextIdleExpiry(row, plus(HOUR)).getTime()).toBe(plus(9 * HOUR).getTime());
    expect(r.nextIdleExpiry(row, plus(7 * 24 * HOUR - HOUR)).getTime()).toBe(times.expiresAt.getTime());
  });

  it("touches the row at most once a minute", () => {
    expect(r.shouldTouch(row, plus(59_999))).toBe(false);
    expect(r.shouldTouch(row, plus(60_000))).toBe(true);
  });

  it("unlock lasts until unlocked_until (exclusive) and slides 15 minutes", () => {
    expect(r.isUnlocked({ unlockedUntil: null }, t0)).toBe(false);
    expect(r.isUnlocked({ unlockedUntil: plus(1) }, t0)).toBe(true);
    expect(r.isUnlocked({ unlockedUntil: t0 }, t0)).toBe(false);
    expect(r.nextUnlockExpiry(row, t0).getTime()).toBe(plus(15 * MIN).getTime());
  });

  it("tells the page how long the unlock has left, never less than 0", () => {
    expect(r.unlockMsLeft({ unlockedUntil: null }, t0)).toBe(0);
    expect(r.unlockMsLeft({ unlockedUntil: plus(5 * MIN) }, t0)).toBe(5 * MIN);
    expect(r.unlockMsLeft({ unlockedUntil: t0 }, plus(MIN))).toBe(0);
  });
});


describe("unlock lockouts", () => {
  it("the fifth wrong code in a session ends it", () => {
    expect(r.afterWrongCode(4, 4).revokeSession).toBe(false);
    expect(r.afterWrongCode(5, 5).revokeSession).toBe(true);
  });

  it("the tenth wrong code for an account in 24 hours refuses unlocking", () => {
    expect(r.afterWrongCode(1, 9).refuseAccount).toBe(false);
    expect(r.afterWrongCode(1, 10).refuseAccount).toBe(true);
  });

  it("refuses until the tenth most recent failure is 24 hours old", () => {
    const failures = Array.from({ length: 10 }, (_, i) => plus(i * MIN));
    const at = plus(10 * MIN);
    expect(r.unlockRefusedUntil(failures.slice(1), at)).toBeNull();
    const until = r.unlockRefusedUntil(failures, at)!;
    expect(until.getTime()).toBe(t0.getTime() + 24 * HOUR);
    expect(r.unlockRefusedUntil(failures, new Date(until.getTime() - 1))).not.toBeNull();
    expect(r.unlockRefusedUntil(failures, until)).toBeNull();
  });

  it("ignores failures older than 24 hours or in the future", () => {
    const old = Array.from({ length: 9 }, () => plus(-25 * HOUR));
    expect(r.unlockRefusedUntil([...old, t0], t0)).toBeNull();
    const future = Array.from({ length: 10 }, () => plus(HOUR));
    expect(r.unlockRefusedUntil(future, t0)).toBeNull();
  });

  it("with more than ten failures the block lasts until the tenth most recent ages out", () => {
    const failures = Array.from({ length: 12 }, (_, i) => plus(i * MIN));
    expect(r.unlockRefusedUntil(failures, plus(12 * MIN))!.getTime()).toBe(plus(2 * MIN + 24 * HOUR).getTime());
  });
});

describe("input shapes", () => {
  it("accepts exactly four digits as an unlock code", () => {
    for (const ok of ["0000", "4826", "9999"]) expect(r.isValidUnlockCode(ok)).toBe(true);
    for (const bad of ["", "123", "12345", "12a4", " 1234", "１２３４", 1234, null, undefined, ["1234"]]) expect(r.isValidUnlockCode(bad)).toBe(false);
  });

  it("normalises e-mail addresses", () => {
    expect(r.normalizeEmail("  Admin@Example.COM ")).toBe("admin@example.com");
  });
});
