import { addCompileHints } from "./compile-hints";
import { deferBootInBuild } from "./defer-boot";

/**
 * What runs on the build output after `next build` (npm's postbuild for `npm run build`; scripts/test-all.sh and
 * bench:pages call it too). Hints first: they find a page's chunks from its script tags or from the loader's list.
 */
export function postbuild(distDir: string, { hints = true, defer = true } = {}) {
  return {
    hinted: hints ? addCompileHints(distDir) : [],
    deferred: defer ? deferBootInBuild(distDir) : [],
  };
}
