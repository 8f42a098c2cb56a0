import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from "@/lib/build/compile-hints";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeBuild() {
  dir = mkdtempSync(path.join(tmpdir(), "hints-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  mkdirSync(path.join(dir, "server/app/(site)"), { recursive: true });
  for (const name of ["root", "page", "lazy", "polyfill"]) writeFileSync(path.join(dir, `static/chunks/${name}.js`), `/*${name}*/(()=>{})();`);
  writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/root.js"] }));
  writeFileSync(
    path.join(dir, "server/app/(site)/index.html"),
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script><script src="/_next/static/chunks/page.js" async=""></script><script>self.x=1</script>',
  );
}

describe("compile hints", () => {
  it("marks the root and prerendered pages' scripts, not lazy chunks or nomodule polyfills", () => {
    fakeBuild();
    expect(firstLoadChunks(dir)).toEqual(["static/chunks/page.js", "static/chunks/root.js"]);
    expect(addCompileHints(dir)).toEqual(["static/chunks/page.js", "static/chunks/root.js"]);
    expect(readFileSync(path.join(dir, "static/chunks/root.js"), "utf8")).toBe(`${COMPILE_HINT}/*root*/(()=>{})();`);
    expect(readFileSync(path.join(dir, "static/chunks/lazy.js"), "utf8")).toBe("/*lazy*/(()=>{})();");
    expect(readFileSync(path.join(dir, "static/chunks/polyfill.js"), "utf8")).toBe("/*polyfill*/(()=>{})();");
  });

  it("is idempotent", () => {
    fakeBuild();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(readFileSync(path.join(dir, "static/chunks/page.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  });
});
