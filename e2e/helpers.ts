import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import postgres from "postgres";

/** Where the server under test keeps its data (written by scripts/e2e-server.ts). */
export function e2eServerInfo(): { databaseUrl: string; dataDir: string; port: number } {
  const port = process.env.E2E_PORT || "3100";
  return JSON.parse(readFileSync(path.resolve(`.tmp/e2e-${port}.json`), "utf8"));
}

/** A direct connection to the e2e database, for checking what a spec saved. Close it with `.end()`. */
export function e2eSql() {
  return postgres(e2eServerInfo().databaseUrl, { max: 1, onnotice: () => {} });
}

/** Fails on any WCAG 2.1 A/AA violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
