import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * A fresh folder under the system's temp directory, removed when the test file ends. Tests that make a data folder
 * (an embedded database, a session secret, a build) used to leave it behind on every run.
 */
const made: string[] = [];

// Registered while the test file is collected (each file evaluates this module afresh: vitest isolates files).
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
