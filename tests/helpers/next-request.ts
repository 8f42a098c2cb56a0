/**
 * A stand-in for Next's request context (the only thing auth tests mock): `cookies()` and `headers()` of
 * next/headers backed by a plain cookie jar the test controls, and revalidatePath as a no-op. Use with
 *   vi.mock("next/headers", async () => (await import("../helpers/next-request")).nextHeadersModule);
 *   vi.mock("next/cache", async () => (await import("../helpers/next-request")).nextCacheModule);
 */
type CookieOptions = { expires?: Date; maxAge?: number; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string };

export const requestContext = {
  jar: new Map<string, string>(),
  /** Options of the last cookie set, by name (to check httpOnly, SameSite, ...). */
  lastOptions: new Map<string, CookieOptions>(),
  headers: new Headers({ "x-forwarded-for": "203.0.113.7" }),
  reset() {
    this.jar.clear();
    this.lastOptions.clear();
    this.headers = new Headers({ "x-forwarded-for": "203.0.113.7" });
  },
};

const cookieStore = {
  get(name: string) {
    const value = requestContext.jar.get(name);
    return value === undefined ? undefined : { name, value };
  },
  getAll() {
    return [...requestContext.jar].map(([name, value]) => ({ name, value }));
  },
  has(name: string) {
    return requestContext.jar.has(name);
  },
  set(name: string, value: string, options: CookieOptions = {}) {
    requestContext.lastOptions.set(name, options);
    if (!value || options.maxAge === 0 || (options.expires && options.expires.getTime() <= Date.now())) requestContext.jar.delete(name);
    else requestContext.jar.set(name, value);
    return cookieStore;
  },
  delete(name: string) {
    requestContext.jar.delete(name);
    return cookieStore;
  },
};

export const nextHeadersModule = {
  cookies: async () => cookieStore,
  headers: async () => requestContext.headers,
  draftMode: async () => ({ isEnabled: false, enable() {}, disable() {} }),
};

export const nextCacheModule = {
  revalidatePath: () => {},
  revalidateTag: () => {},
  updateTag: () => {},
  refresh: () => {},
  unstable_cache: <T,>(fn: T) => fn,
};
