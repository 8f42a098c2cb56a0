/**
 * The Content-Security-Policy every page, route and 404 carries (set by proxy.ts).
 *
 * Scripts: 'self' for the framework's chunk files, and for inline scripts either
 * - the per-request nonce: dynamically rendered pages (admin, anything dynamic). proxy.ts puts the policy on the
 *   request too, so Next reads the nonce from it and stamps it on every script it renders;
 * - sha256 hashes of the inline scripts of the prerendered HTML (lib/security/static-hashes.ts): statically rendered
 *   pages are files written at build time, so no per-request nonce can be in them.
 * No 'strict-dynamic': it would make 'self' void, and the static pages' <script src> tags carry neither nonce nor hash.
 * No 'unsafe-inline' for scripts anywhere; 'unsafe-eval' only in development (React's dev tooling needs it).
 *
 * Styles: 'self' 'unsafe-inline'. Tailwind compiles to a stylesheet file, but the UI libraries inject <style>
 * elements at run time from JavaScript (sonner's toaster, vaul's drawer, Radix's scroll lock; the crawl in
 * e2e/security-headers.spec.ts saw three distinct ones) and Radix writes style attributes in server HTML. A nonce
 * cannot reach those runtime elements, and when a nonce or hash is present browsers ignore 'unsafe-inline', so
 * hashing the three known bodies would break toasts and drawers silently on any library update. Injected CSS cannot
 * run script; script-src is where the strictness is.
 */
export type CspInput = { nonce?: string; scriptHashes?: string[]; dev?: boolean };

export function buildCsp({ nonce, scriptHashes = [], dev = false }: CspInput): string {
  const nonceSrc = nonce ? [`'nonce-${nonce}'`] : [];
  const scripts = ["'self'", ...nonceSrc, ...scriptHashes.map((h) => `'sha256-${h}'`), ...(dev ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
