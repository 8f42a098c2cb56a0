import { describe, expect, it } from "vitest";
import { DEFAULT_REQUEST_RATE_LIMIT_PER_HOUR, requestRateLimitPerHour } from "@/lib/requests/request-rate-limit";

describe("request form rate limit (REQUEST_RATE_LIMIT_PER_HOUR)", () => {
  it("defaults to 30 an hour, room for students sharing one address", () => {
    expect(DEFAULT_REQUEST_RATE_LIMIT_PER_HOUR).toBe(30);
    for (const unset of [undefined, "", " ", "abc", "0", "-5", "0.5"]) expect(requestRateLimitPerHour(unset)).toBe(30);
  });

  it("takes a positive number from the variable, as a whole count", () => {
    expect(requestRateLimitPerHour("100")).toBe(100);
    expect(requestRateLimitPerHour(" 12 ")).toBe(12);
    expect(requestRateLimitPerHour("2.9")).toBe(2);
  });
});
