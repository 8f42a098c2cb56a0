import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { requestSavedHooks } from "@/lib/requests/create-request";

/**
 * What a test of POST /api/requests needs around it: its own DATA_DIR (uploads on disk), a rate limit that the
 * file's many submissions do not reach, and no other feature's saved-request hooks (the plagiarism indexer is
 * tested by its own files; here it would race the test's cleanup). Returns the data folder.
 */
export function useRequestDataDir(prefix: string): () => string {
  let dataDir = "";
  let otherHooks: typeof requestSavedHooks = [];
  beforeAll(() => {
    otherHooks = requestSavedHooks.splice(0);
    dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("REQUEST_RATE_LIMIT_PER_HOUR", "1000");
  });
  afterAll(() => {
    requestSavedHooks.push(...otherHooks);
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => dataDir;
}
