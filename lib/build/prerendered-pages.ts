import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Paths of the prerendered HTML files of the build in `distDir` (`server/app/**.html`), sorted. */
export function prerenderedPages(distDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) files.push(full);
    }
  };
  walk(path.join(distDir, "server", "app"));
  return files.sort();
}
