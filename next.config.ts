import type { NextConfig } from "next";

const isProd = process.env.NODE_ENV === "production";

/**
 * Headers every response carries. The Content-Security-Policy is set per request by proxy.ts (a nonce for dynamic
 * pages, hashes of the inline scripts for prerendered ones: lib/security/csp.ts); setting one here as well would add a
 * second policy that browsers enforce on top.
 */
const securityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  ...(isProd ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  // Files read at run time that no import leads to, for hosts that ship only traced files (Vercel): the migrations the
  // embedded database applies on start (lib/db/migrations.ts), and the PDF reader that runs as its own process
  // (lib/plagiarism/pdf-text-process.ts) with the package it imports.
  outputFileTracingIncludes: { "/**": ["./supabase/migrations/*.sql", "./lib/plagiarism/pdf-text-worker.mjs", "./node_modules/unpdf/**"] },
  poweredByHeader: false,
  // Lets several builds (tests, benchmarks, parallel work) live side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  async headers() {
    // The upload routes bypass proxy.ts (see its matcher); they answer JSON or redirects, so nothing may load.
    const uploadCsp = [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'" }];
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/requests", headers: uploadCsp },
      { source: "/api/admin/library", headers: uploadCsp },
    ];
  },
};

export default nextConfig;
