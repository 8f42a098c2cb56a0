import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { lockPath, updateLock, type LockInfo } from "@/lib/db/embedded-lock";
import { env } from "@/lib/env";

/**
 * In embedded mode the running server holds PGlite, so CLIs (corpus:import) must send their work through it. At
 * start the server adds a random token and its port to its lock file (mode 0600: only local users of this
 * account can read it); the internal route accepts a request bearing that token.
 */
export function announceEmbeddedServer() {
  if (!env.isEmbedded) return;
  const token = randomBytes(32).toString("hex");
  try {
    updateLock(env.dataDir, { token, ...(process.env.PORT ? { port: Number(process.env.PORT) } : {}) });
  } catch {
    return;
  }
  // Next sets PORT when it starts listening, which may come after instrumentation runs.
  if (!process.env.PORT) {
    let tries = 0;
    const timer = setInterval(() => {
      if (process.env.PORT || ++tries > 120) {
        clearInterval(timer);
        if (process.env.PORT) updateLock(env.dataDir, { port: Number(process.env.PORT) });
      }
    }, 500);
    timer.unref();
  }
}

/** True when the request carries the token of this server's lock file. */
export function hasServerToken(request: Request): boolean {
  if (!env.isEmbedded) return false;
  let lock: LockInfo;
  try {
    lock = JSON.parse(readFileSync(lockPath(env.dataDir), "utf8")) as LockInfo;
  } catch {
    return false;
  }
  if (lock.pid !== process.pid || !lock.token) return false;
  const given = (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
  const a = Buffer.from(given);
  const b = Buffer.from(lock.token);
  return a.length === b.length && timingSafeEqual(a, b);
}
