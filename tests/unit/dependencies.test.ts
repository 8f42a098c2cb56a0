import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The newest releases with known security fixes that this project has taken. Raise a floor when an advisory lands
 * (React Server Components and Next.js advisories have shipped fixes in patch releases); the test fails when the
 * installed version falls below it, e.g. after a careless downgrade in the lockfile.
 */
const FLOORS: Record<string, string> = {
  next: "16.4.6",
  react: "19.3.1",
  "react-dom": "19.3.1",
};

function installedVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8"));
  return pkg.version as string;
}

function compare(a: string, b: string) {
  const pa = a.split(/[.-]/).slice(0, 3).map(Number);
  const pb = b.split(/[.-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}

describe("security floors of the framework", () => {
  it("compares versions numerically", () => {
    expect(compare("16.10.0", "16.4.6")).toBeGreaterThan(0);
    expect(compare("16.4.5", "16.4.6")).toBeLessThan(0);
  });

  for (const [name, floor] of Object.entries(FLOORS)) {
    it(`${name} is at least ${floor}`, () => {
      expect(compare(installedVersion(name), floor)).toBeGreaterThanOrEqual(0);
    });
  }
});
