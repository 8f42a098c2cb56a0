import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  // Lets several builds (tests, benchmarks, parallel work) live side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typedRoutes: false,
};

export default nextConfig;
