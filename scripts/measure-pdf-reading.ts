/**
 * What reading a PDF costs the server's own process: `extractText` on each file in a fresh process, while a 50 ms
 * interval ticks (the longest gap between ticks: how long the site stopped answering) and the process's resident
 * memory is sampled (growth over the start). The figures of lib/plagiarism/README.md's twelfth session come from it,
 * run on the code before (pdf.js in the server's process) and after (pdf.js in a child process).
 * `tsx --conditions=react-server scripts/measure-pdf-reading.ts [case ...]`
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { buildPdf, formDrawnPdf, onePagePdf, sharedStreamPdf, textOp } from "../tests/fixtures/plagiarism/pdf-objects";

const MB = 1024 * 1024;
const SENTENCE = "Cocoa farmers in the Ashanti Region harvest twice a year, and the rains decide the size of each harvest.";

/** `pages` pages of 40 lines each, every page its own Flate content stream: an ordinary report of that length. */
function report(pages: number) {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + 2 * i} 0 R`).join(" ");
  const page = (i: number) => [
    { dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R >> >> >>` },
    { dict: "<< /Filter /FlateDecode >>", data: deflateSync(Buffer.from(Array.from({ length: 40 }, (_, l) => `BT /F1 10 Tf 50 ${760 - 18 * l} Td (${i + 1}.${l + 1} ${SENTENCE}) Tj ET`).join("\n"))) },
  ];
  return buildPdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>` },
    { dict: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
    ...Array.from({ length: pages }, (_, i) => page(i)).flat(),
  ]);
}

const CASES: Record<string, () => Uint8Array> = {
  plain: () => onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp("Cocoa farmers")) }),
  "report-100-pages": () => report(100),
  "flate-190mb": () => onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp("Hello", 190 * MB), { level: 9 }) }),
  "contents-shared-by-20-pages": () => sharedStreamPdf(100, 20),
  "form-drawn-200-times": () => formDrawnPdf(20, 200),
};

const rssMb = () => process.memoryUsage().rss / MB;

async function measure(file: string, runs: number) {
  const { extractText } = await import("../lib/plagiarism/extract-text");
  const bytes = new Uint8Array(readFileSync(file));
  const times: number[] = [];
  let result = "";
  const before = rssMb();
  let peak = before;
  let gap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
    peak = Math.max(peak, rssMb());
  }, 50);
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await extractText(bytes, "file.pdf").then(
      (text) => (text === null ? "null" : `${text.length} characters`),
      (error: unknown) => `${(error as Error).name}: ${(error as Error).message}`,
    );
    times.push(Math.round(performance.now() - started));
  }
  clearInterval(ticker);
  gap = Math.max(gap, performance.now() - last);
  peak = Math.max(peak, rssMb());
  const sorted = [...times].sort((a, b) => a - b);
  const stats = { kb: Math.round(bytes.length / 1024), firstMs: times[0], medianMs: sorted[Math.floor(runs / 2)], longestTickGapMs: Math.round(gap), parentRssGrowthMB: Math.round(peak - before) };
  console.log(JSON.stringify({ ...stats, result: result.slice(0, 80) }));
}

if (process.argv[2] === "--measure") await measure(process.argv[3]!, Number(process.argv[4]));
else {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-reading-"));
  for (const name of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(CASES)) {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, CASES[name]!());
    // ordinary files five times in one process (the first in-process reading also loads pdf.js), bombs once
    const runs = ["plain", "report-100-pages"].includes(name) ? 5 : 1;
    const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, "--measure", file, String(runs)], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    console.log(name.padEnd(28), out.trim().split("\n").at(-1));
  }
}
