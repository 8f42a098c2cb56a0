/**
 * Run after `next build` (npm's postbuild does it for `npm run build`): marks the first-load chunks of the build in
 * $NEXT_DIST_DIR (default .next) for eager background compilation. Why: lib/build/compile-hints.ts.
 */
import { addCompileHints } from "@/lib/build/compile-hints";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const changed = addCompileHints(distDir);
console.log(`compile hints: ${changed.length} first-load chunk(s) marked in ${distDir}`);
