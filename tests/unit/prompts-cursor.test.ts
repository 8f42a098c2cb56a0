import { describe, expect, it } from "vitest";
import { parseCursor } from "@/lib/prompts/list-query";

const ID = "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b";

describe("prompt list cursor", () => {
  it("takes the cursors the list writes, microseconds included", () => {
    expect(parseCursor(`2026-11-20T10:00:00.123456Z|${ID}`)).toEqual({ at: "2026-11-20T10:00:00.123456Z", id: ID });
    expect(parseCursor(`2024-02-29T23:59:59.999999Z|${ID}`)).toMatchObject({ at: "2024-02-29T23:59:59.999999Z" });
    expect(parseCursor(`0001-01-01T00:00:00.000000Z|${ID}`)).not.toBeNull();
    expect(parseCursor(`9999-12-31T23:59:59.999999Z|${ID}`)).not.toBeNull();
  });

  // Each of these has the right shape but is no instant PostgreSQL can cast (or one the list never writes).
  it("refuses impossible dates and times, so the list starts at the top", () => {
    for (const at of [
      "2024-13-45T99:99:99.000000Z",
      "2024-00-10T10:00:00.000000Z",
      "2023-02-29T10:00:00.000000Z",
      "2024-02-30T10:00:00.000000Z",
      "2024-04-31T10:00:00.000000Z",
      "2024-01-01T24:00:00.000000Z",
      "2024-01-01T23:60:00.000000Z",
      "2024-01-01T23:59:60.000000Z",
      "0000-01-01T00:00:00.000000Z",
    ]) {
      expect(parseCursor(`${at}|${ID}`), at).toBeNull();
    }
  });

  it("refuses what is not a cursor at all", () => {
    for (const raw of [undefined, null, 42, "", ID, `2026-11-20T10:00:00.123Z|${ID}`, `2026-11-20T10:00:00.123456Z|not-an-id`, `2026-11-20T10:00:00.123456Z|${ID}x`]) {
      expect(parseCursor(raw)).toBeNull();
    }
  });
});
