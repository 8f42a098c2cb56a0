/**
 * Admin data the browser keeps (e.g. the clients' last good list of SPEC.md's local fallback) must not outlive the
 * session on a shared computer. Any localStorage or sessionStorage key starting with "admin:" is removed at logout.
 */
export const ADMIN_STORAGE_PREFIX = "admin:";

export function clearAdminBrowserData() {
  for (const store of [safe(() => window.localStorage), safe(() => window.sessionStorage)]) {
    if (!store) continue;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(ADMIN_STORAGE_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  }
}

function safe<T>(get: () => T): T | null {
  try {
    return get();
  } catch {
    return null;
  }
}
