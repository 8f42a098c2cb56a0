import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { bootScriptSrcs, deferBootInBuild, deferBootScripts, loaderSource } from "@/lib/build/defer-boot";
import { tempDir } from "@/tests/helpers/temp-dir";

// The shape of Next's prerendered HTML: chunk preloads and async chunk tags in <head>, the entry chunk again in <body>.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<link rel="preload" as="font" href="/_next/static/media/font.woff2"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  "<title>Home</title>",
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><h1>Hello</h1><script id="_R_">(globalThis.TURBOPACK||=[]).push({})</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
].join("");

describe("deferBootScripts", () => {
  const out = deferBootScripts(page);

  it("removes the async chunk tags and their preloads, and keeps everything else", () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('as="script"');
    for (const kept of ['as="font"', "app.css", "noModule", 'id="_R_"', "__next_f", "<h1>Hello</h1>", "<title>Home</title>"]) {
      expect(out).toContain(kept);
    }
  });

  it("puts one loader with every chunk, in order and once each, where the first tag was (in <head>)", () => {
    expect(bootScriptSrcs(out)).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/turbopack-runtime.js", "/_next/static/chunks/entry.js"]);
    expect(out.match(/data-boot-after-paint/g)).toHaveLength(1);
    expect(out.indexOf("data-boot-after-paint")).toBeLessThan(out.indexOf("</head>"));
    expect(out.indexOf("data-boot-after-paint")).toBeGreaterThan(out.indexOf("app.css"));
  });

  it("is idempotent, and leaves a page without chunk tags alone", () => {
    expect(deferBootScripts(out)).toBe(out);
    const dynamic = "<html><head></head><body><p>no scripts</p></body></html>";
    expect(deferBootScripts(dynamic)).toBe(dynamic);
  });

  it("reads the chunks of a page not yet rewritten from its tags", () => {
    expect(bootScriptSrcs(page)).toEqual(bootScriptSrcs(out));
  });
});

/** Runs the loader in a fake browser: what it inserted, its timers (by delay), frames and the paint observer. */
function runLoader(env: { visibility: string; paint: boolean }) {
  const inserted: { src: string; async: boolean }[] = [];
  let timers: { fn: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  let observer: ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = env.paint ? ["paint", "largest-contentful-paint"] : ["resource"];
    constructor(cb: typeof observer) {
      observer = cb;
    }
    observe() {}
  }
  runInNewContext(loaderSource(["/a.js", "/b.js"]), {
    window: { PerformanceObserver: FakeObserver },
    document: {
      visibilityState: env.visibility,
      createElement: () => ({}) as { src: string; async: boolean },
      head: { appendChild: (el: { src: string; async: boolean }) => inserted.push(el) },
    },
    setTimeout: (fn: () => void, delay = 0) => timers.push({ fn, delay }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  /** Runs the timers due within `ms`, and any they queue, like the event loop would. */
  const advance = (ms: number) => {
    for (let due = timers.filter((t) => t.delay <= ms); due.length; due = timers.filter((t) => t.delay <= ms)) {
      timers = timers.filter((t) => t.delay > ms);
      for (const t of due) t.fn();
    }
  };
  const paint = (names: string[]) => observer?.({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect() {} });
  return { inserted, frames, paint, advance, pending: () => timers.length };
}

describe("the loader", () => {
  it("waits for the first contentful paint, then inserts every chunk once, async, one task each", () => {
    const run = runLoader({ visibility: "visible", paint: true });
    run.advance(0);
    expect(run.inserted).toHaveLength(0);
    run.paint(["first-paint"]);
    run.advance(0);
    expect(run.inserted).toHaveLength(0);
    run.paint(["first-contentful-paint"]);
    expect(run.inserted).toHaveLength(0);
    expect(run.pending()).toBe(3); // the 2 s fallback and one task per chunk
    run.advance(0);
    expect(run.inserted.map((e) => [e.src, e.async])).toEqual([["/a.js", true], ["/b.js", true]]);
    run.advance(2000);
    expect(run.inserted).toHaveLength(2);
  });

  it("never leaves the page without its scripts: a 2 s fallback when no paint is reported", () => {
    const run = runLoader({ visibility: "visible", paint: true });
    run.advance(1999);
    expect(run.inserted).toHaveLength(0);
    run.advance(2000);
    expect(run.inserted).toHaveLength(2);
  });

  it("loads at once in a hidden page, and after the next frame without paint timing", () => {
    const hidden = runLoader({ visibility: "hidden", paint: true });
    hidden.advance(0);
    expect(hidden.inserted).toHaveLength(2);
    const run = runLoader({ visibility: "visible", paint: false });
    run.advance(0);
    expect(run.inserted).toHaveLength(0);
    run.frames[0]!();
    run.advance(0);
    expect(run.inserted).toHaveLength(2);
  });
});

describe("deferBootInBuild", () => {
  it("rewrites the prerendered pages of a build folder and reports them", () => {
    const dist = tempDir("defer-boot-");
    const app = path.join(dist, "server", "app", "(site)");
    mkdirSync(app, { recursive: true });
    writeFileSync(path.join(app, "about.html"), page);
    writeFileSync(path.join(app, "about.rsc"), "not html");
    expect(deferBootInBuild(dist)).toEqual([path.join("server", "app", "(site)", "about.html")]);
    expect(readFileSync(path.join(app, "about.html"), "utf8")).toContain("data-boot-after-paint");
    expect(deferBootInBuild(dist)).toEqual([]);
  });
});
