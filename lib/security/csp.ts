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
 * Styles: Tailwind compiles to a stylesheet file ('self'). Inline style attributes (Radix positions popovers with
 * them in server HTML too, e.g. the visually hidden and scroll-lock styles) cannot be nonce'd or hashed without
 * 'unsafe-hashes' per value, so style-src-attr allows them; <style> elements need the nonce on dynamic pages
 * (Next stamps it) and are allowed by hash on static ones.
 */
export type CspInput = { nonce?: string; scriptHashes?: string[]; styleHashes?: string[]; dev?: boolean };

export function buildCsp({ nonce, scriptHashes = [], styleHashes = [], dev = false }: CspInput): string {
  const nonceSrc = nonce ? [`'nonce-${nonce}'`] : [];
  const scripts = ["'self'", ...nonceSrc, ...scriptHashes.map((h) => `'sha256-${h}'`), ...(dev ? ["'unsafe-eval'"] : [])];
  // Dev mode injects <style> tags (HMR, error overlay) that carry no nonce.
  const styleElems = dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...nonceSrc, ...styleHashes.map((h) => `'sha256-${h}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    `style-src 'self'`,
    `style-src-elem ${styleElems.join(" ")}`,
    "style-src-attr 'unsafe-inline'",
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
