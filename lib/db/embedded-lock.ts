import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite does not lock its folder, and two processes opening it corrupt it. The process that opens the
 * embedded database writes its pid here; any other process that finds a live pid refuses to open it
 * (CLIs then go through the running server instead).
 */
export type LockInfo = { pid: number; port?: number; token?: string; startedAt: string };

export function lockPath(dataDir: string) {
  return path.join(dataDir, "db.lock");
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function readLiveLock(dataDir: string): LockInfo | null {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
    return info.pid !== process.pid && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export class DatabaseInUseError extends Error {
  constructor(public readonly holder: LockInfo) {
    super(`The embedded database is in use by process ${holder.pid}. Stop it, or use the running server.`);
  }
}

export function acquireLock(dataDir: string, extra: Partial<LockInfo> = {}) {
  const holder = readLiveLock(dataDir);
  if (holder) throw new DatabaseInUseError(holder);
  mkdirSync(dataDir, { recursive: true });
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), ...extra };
  writeFileSync(lockPath(dataDir), JSON.stringify(info), { mode: 0o600 });
  const release = () => {
    try {
      const current = JSON.parse(readFileSync(lockPath(dataDir), "utf8")) as LockInfo;
      if (current.pid === process.pid) rmSync(lockPath(dataDir), { force: true });
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}

/** Adds fields (such as the port the server listens on) to the lock this process holds. */
export function updateLock(dataDir: string, extra: Partial<LockInfo>) {
  const file = lockPath(dataDir);
  const current = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
  if (current.pid !== process.pid) return;
  writeFileSync(file, JSON.stringify({ ...current, ...extra }), { mode: 0o600 });
}
