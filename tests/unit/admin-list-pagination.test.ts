import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, clampPage, pageCount, pageOffset, parsePage } from "@/lib/admin-lists/pagination";

describe("admin list pagination", () => {
  it("reads ?page= as a page from 1 and anything else as page 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(["4", "5"])).toBe(4);
    for (const bad of [undefined, "", "0", "-2", "abc", "1.5", "1e3", "9999999"]) expect(parsePage(bad), String(bad)).toBe(1);
  });

  it("counts pages, clamps a page past the end, and gives the offset", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(ADMIN_PAGE_SIZE)).toBe(1);
    expect(pageCount(ADMIN_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(5000)).toBe(100);
    expect(clampPage(150, 5000)).toBe(100);
    expect(clampPage(2, 0)).toBe(1);
    for (const odd of [0, -3, Number.NaN, 0.4]) expect(clampPage(odd, 5000), String(odd)).toBe(1);
    expect(pageOffset(3)).toBe(2 * ADMIN_PAGE_SIZE);
  });
});
