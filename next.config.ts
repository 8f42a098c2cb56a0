import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
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

/**
 * A package and every package it depends on, as globs relative to the project (Node's lookup: the nearest
 * node_modules folder up from the one that asks). For what runs in a process of its own, which no import leads to.
 */
function packageTree(name: string, from = process.cwd(), seen = new Map<string, string>()): string[] {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const folder = path.join(dir, "node_modules", name);
    if (existsSync(path.join(folder, "package.json"))) {
      if (!seen.has(folder)) {
        seen.set(folder, `./${path.relative(process.cwd(), folder).split(path.sep).join("/")}/**`);
        const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
        for (const dep of Object.keys(manifest.dependencies ?? {})) packageTree(dep, folder, seen);
      }
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  return [...seen.values()];
}

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  // Files read at run time that no import leads to, for hosts that ship only traced files (Vercel): the migrations the
  // embedded database applies on start (lib/db/migrations.ts), and the PDF and .docx reader that runs as its own
  // process (lib/plagiarism/file-text-process.ts) with the packages it imports.
  outputFileTracingIncludes: {
    "/**": ["./supabase/migrations/*.sql", "./lib/plagiarism/file-text-worker.mjs", ...packageTree("unpdf"), ...packageTree("mammoth")],
  },
  poweredByHeader: false,
  // Lets several builds (tests, benchmarks, parallel work) live side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Browsers and crawlers ask for /favicon.ico whatever the page declares; the site's only icon is app/icon.svg.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/icon.svg", permanent: true }];
  },
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
