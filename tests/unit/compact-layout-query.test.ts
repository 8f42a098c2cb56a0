import { describe, expect, it } from "vitest";
import { UNDER_MD } from "@/components/clients/use-compact-layout";
import { COMPACT_QUERY } from "@/components/prompts/use-is-mobile";

/** Whether a "(max-width: Npx)" query matches at a CSS viewport width (widths are fractional under browser zoom). */
function matchesAt(query: string, width: number): boolean {
  const m = /^\(max-width:\s*([\d.]+)px\)$/.exec(query);
  if (!m) throw new Error(`unexpected query ${query}`);
  return width <= Number(m[1]);
}

// SPEC.md section 9: "Compact layout under 768 px". At 110 % zoom a 844 px window is 767.27 CSS px wide: Tailwind's
// md (min-width: 48rem) is off there, so the page is in its compact layout, and the add/edit dialogs must be too. The
// prompts page asked "(max-width: 767px)" and opened the desktop dialog on that compact page.
describe("compact layout media queries", () => {
  for (const [name, query] of [["clients (UNDER_MD)", UNDER_MD], ["prompts (COMPACT_QUERY)", COMPACT_QUERY]] as const) {
    it(`${name} matches under 768 px, fractional widths included, and not from 768 px`, () => {
      expect(matchesAt(query, 375)).toBe(true);
      expect(matchesAt(query, 767)).toBe(true);
      expect(matchesAt(query, 767.27)).toBe(true);
      expect(matchesAt(query, 767.9)).toBe(true);
      expect(matchesAt(query, 768)).toBe(false);
    });
  }
});
