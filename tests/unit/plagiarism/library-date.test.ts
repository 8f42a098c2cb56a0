import { afterEach, describe, expect, it, vi } from "vitest";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("formatLibraryDate", () => {
  it("gives the day in Accra whatever zone the server runs in", async () => {
    // 00:30 on 1 January in Accra (UTC+0) is still 31 December in New York and already 1 January in Tokyo;
    // the module is loaded again under each zone, as a server started there would load it
    for (const tz of ["America/New_York", "Asia/Tokyo", "UTC"]) {
      process.env.TZ = tz;
      vi.resetModules();
      const { formatLibraryDate } = await import("@/components/plagiarism/library-date");
      expect(formatLibraryDate("2026-01-01T00:30:00Z"), tz).toBe("Jan 1, 2026");
      expect(formatLibraryDate(new Date("2025-12-31T23:45:00Z")), tz).toBe("Dec 31, 2025");
    }
  });
});
