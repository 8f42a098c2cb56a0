import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end specs drive Debian's Chromium (Playwright cannot download its own browser here) against the built app
 * served by `next start` on a fresh PostgreSQL database (so specs can check rows directly) and a fresh DATA_DIR.
 * Build first with `npx next build` (NEXT_DIST_DIR picks the build folder).
 */
const port = Number(process.env.E2E_PORT || 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npx tsx scripts/e2e-server.ts ${port}`,
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
