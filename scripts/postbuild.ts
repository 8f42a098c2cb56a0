/**
 * Run after `next build` (npm's postbuild does it for `npm run build`) on the build in $NEXT_DIST_DIR (default
 * .next): compile hints on the first-load chunks (lib/build/compile-hints.ts), then the prerendered pages start their
 * scripts after the first paint (lib/build/defer-boot.ts). Last, it warns about build-time variables left unset.
 */
import nextEnv from "@next/env"; // CommonJS: its named exports are not visible to an ES module import
import { buildEnvWarnings } from "@/lib/build/env-warnings";
import { postbuild } from "@/lib/build/postbuild";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const { hinted, deferred } = postbuild(distDir);
console.log(`postbuild: compile hints on ${hinted.length} first-load chunk(s), scripts after first paint on ${deferred.length} prerendered page(s) in ${distDir}`);

// The same .env files `next build` read, so a variable set in .env.production is not reported as missing.
nextEnv.loadEnvConfig(process.cwd());
for (const warning of buildEnvWarnings(process.env)) console.warn(`\n⚠ WARNING: ${warning}`);
