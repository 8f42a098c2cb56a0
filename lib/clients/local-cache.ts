import type { ClientRecord } from "./types";

/**
 * SPEC section 4: when loading clients fails, the last good list kept in the browser is shown instead.
 * Amounts are never written here (a copy in localStorage outlives the unlock), and the copy is tied to the
 * login session through `scope`: a copy from another session (a new login without the logout button) is discarded,
 * as is a copy that does not parse. Browser-only; takes the Storage so tests can pass their own.
 */
// The "admin:" prefix is what the logout button clears (components/admin/browser-data.ts).
export const CLIENTS_CACHE_KEY = "admin:clients-cache";

type CacheFile = { v: 1; scope: string; savedAt: string; clients: ClientRecord[] };

export function saveClientsCopy(storage: Storage, scope: string, clients: ClientRecord[]) {
  const stripped = clients.map((c) => ({ ...c, totalAmount: null, amountPaid: null }));
  const file: CacheFile = { v: 1, scope, savedAt: new Date().toISOString(), clients: stripped };
  try {
    storage.setItem(CLIENTS_CACHE_KEY, JSON.stringify(file));
  } catch {
    // Storage full or disabled: the fallback is a convenience, losing it is fine.
  }
}

function isClient(x: unknown): x is ClientRecord {
  if (!x || typeof x !== "object") return false;
  const c = x as Record<string, unknown>;
  return typeof c.id === "string" && typeof c.name === "string" && typeof c.workDescription === "string" && typeof c.paymentStatus === "string" && typeof c.fulfillmentStatus === "string";
}

/** The kept list for this session, or null. Anything unreadable or from another session is removed. */
export function readClientsCopy(storage: Storage, scope: string): ClientRecord[] | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CLIENTS_CACHE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const file = JSON.parse(raw) as Partial<CacheFile>;
    if (file?.v !== 1 || file.scope !== scope || !Array.isArray(file.clients) || !file.clients.every(isClient)) throw new Error("stale");
    return file.clients.map((c) => ({ ...c, email: c.email ?? "", phone: c.phone ?? "", totalAmount: null, amountPaid: null }));
  } catch {
    clearClientsCopy(storage);
    return null;
  }
}

export function clearClientsCopy(storage: Storage) {
  try {
    storage.removeItem(CLIENTS_CACHE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
