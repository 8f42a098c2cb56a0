import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { localStorage } from "./local-storage";
import { supabaseStorage } from "./supabase-storage";
import type { StorageAdapter } from "./types";

export { BUCKET, UPLOAD_FOLDER, isStoredFilePath, newFilePath } from "./file-path";
export { StorageFailure, type StorageAdapter, type StoredObject } from "./types";

let override: StorageAdapter | undefined;

/**
 * The configured file storage: Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, otherwise
 * local disk under DATA_DIR/uploads. Read per call so tests and servers pick up their own DATA_DIR.
 */
export function getStorage(): StorageAdapter {
  if (override) return override;
  if (env.supabaseUrl && env.supabaseServiceRoleKey) return supabaseStorage(env.supabaseUrl, env.supabaseServiceRoleKey);
  return localStorage(path.join(env.dataDir, "uploads"));
}

/** Tests install a storage that fails on purpose (or a disk folder of their own). */
export function setStorageForTests(adapter: StorageAdapter | undefined) {
  override = adapter;
}
