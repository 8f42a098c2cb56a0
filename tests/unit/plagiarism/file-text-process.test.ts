import { strToU8, zipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { DOCX_TOO_COSTLY, extractText, FileRefusedError } from "@/lib/plagiarism/extract-text";
import { formDrawnPdf, onePagePdf, sharedStreamPdf, textOp } from "@/tests/fixtures/plagiarism/pdf-objects";

const children = vi.hoisted(() => ({ live: 0, most: 0, started: 0 }));
vi.mock("node:child_process", async (importOriginal) => {
  const real = (await importOriginal()) as typeof import("node:child_process");
  const spawn = ((...args: Parameters<typeof real.spawn>) => {
    const child = real.spawn(...args);
    children.started++;
    children.most = Math.max(children.most, ++children.live);
    child.on("exit", () => children.live--);
    return child;
  }) as typeof real.spawn;
  return { ...real, default: { ...real, spawn }, spawn };
});

/**
 * pdf.js decodes a stream again at every read, and ran on the server's only thread: a 103 KB PDF whose one 100 MB
 * content stream is shared by 20 pages passes the inflation check (the stream is measured once) and took 2.3 GB and
 * 13-23 s, during which no timer fired and the site did not answer; a 22 KB form drawn 200 times, 21.6 s. PDFs are
 * now read in a child process killed past a time and a memory limit, at most two at a time.
 */

/** Runs `work` while a 50 ms interval ticks: the longest gap between ticks and the parent's RSS growth past `before`. */
async function watched<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let last = performance.now();
  let longestGap = 0;
  let peakRss = before;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const result = await work().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  clearInterval(ticker);
  longestGap = Math.max(longestGap, performance.now() - last);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return { result, ms: performance.now() - started, longestGap, grewMb: (peakRss - before) / 1024 / 1024 };
}

const MESSAGE = "This PDF takes too long or too much memory to read. Print it to a new PDF and upload that.";

describe("a PDF that pdf.js reads at great cost is stopped in its own process", () => {
  it("one 100 MB stream shared by 20 pages: refused within the limit, the server's thread free and its memory flat", async () => {
    const bomb = sharedStreamPdf(100, 20);
    expect(bomb.length).toBeLessThan(110 * 1024);
    const { result, ms, longestGap, grewMb } = await watched(() => extractText(bomb, "shared.pdf"));
    expect("error" in result && result.error).toBeInstanceOf(FileRefusedError);
    expect("error" in result && (result.error as Error).message).toBe(MESSAGE);
    // the memory limit (768 MB) stops it long before the 20 s time limit
    expect(ms).toBeLessThan(20_000);
    // the parent only runs the inflation check (a 100 MB stream inflated in 4 KB pieces) and waits
    expect(grewMb).toBeLessThan(100);
    expect(longestGap).toBeLessThan(1_000);
  }, 60_000);

  it("a form drawn 200 times: stopped at the time limit while the server's thread keeps ticking", async () => {
    const { readPdfText, FILE_READ_LIMITS } = await import("@/lib/plagiarism/file-text-process");
    const { checkPdfStreams } = await import("@/lib/plagiarism/pdf-streams");
    const checked = await checkPdfStreams(formDrawnPdf(20, 200), 200 * 1024 * 1024);
    expect(checked.ok).toBe(true); // the check lets it through: only the reading process can stop it
    const limits = { ...FILE_READ_LIMITS, timeoutMs: 1_500 };
    const { result, ms, longestGap } = await watched(() => readPdfText(checked.ok ? checked.bytes : new Uint8Array(), 1_000_000, limits));
    expect(result).toEqual({ value: { ok: false, reason: "limits" } });
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(4_000);
    expect(longestGap).toBeLessThan(1_000);
  }, 30_000);

  it("at most two reading processes at a time; the others wait their turn", async () => {
    const { readPdfText, FILE_READ_LIMITS } = await import("@/lib/plagiarism/file-text-process");
    const { fileReaderLoad } = await import("@/lib/plagiarism/file-reader-slots");
    const bomb = formDrawnPdf(20, 200);
    const limits = { ...FILE_READ_LIMITS, timeoutMs: 600 };
    Object.assign(children, { live: 0, most: 0, started: 0 });
    const results = await Promise.all(Array.from({ length: 5 }, () => readPdfText(bomb, 1_000, limits)));
    expect(results).toEqual(Array(5).fill({ ok: false, reason: "limits" }));
    expect(children).toEqual({ live: 0, most: 2, started: 5 });
    expect(fileReaderLoad()).toEqual({ running: 0, waiting: 0 });
  }, 30_000);

  it("past 20 files waiting, a file is refused at once as 'busy'", async () => {
    const { fileReaderSlot, MAX_FILE_READERS, MAX_FILE_WAITING, fileReaderLoad } = await import("@/lib/plagiarism/file-reader-slots");
    const held = await Promise.all(Array.from({ length: MAX_FILE_READERS }, () => fileReaderSlot()));
    const queued = Array.from({ length: MAX_FILE_WAITING }, () => fileReaderSlot());
    expect(await fileReaderSlot()).toBeNull();
    expect(fileReaderLoad()).toEqual({ running: 2, waiting: 20 });
    for (const release of held) release!();
    for (const slot of queued) (await slot)!();
    expect(fileReaderLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("ordinary PDFs", () => {
  it("give the text pdf.js gives in the server's own process", async () => {
    const { extractText: pdfText, getDocumentProxy } = await import("unpdf");
    const pages = (texts: string[]) => onePagePdf({ dict: "<< >>", data: Buffer.from(texts.map((t, i) => `BT /F1 12 Tf 72 ${720 - 20 * i} Td (${t}) Tj ET`).join("\n")) });
    for (const file of [
      onePagePdf({ dict: "<< >>", data: textOp("Cocoa farmers in the Ashanti Region harvest twice a year") }),
      pages(["Kejetia market in Kumasi", "is one of the largest in West Africa", "caf\\351 au lait"]),
      sharedStreamPdf(1, 3),
    ]) {
      const inProcess = (await pdfText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true })).text;
      expect(inProcess.length).toBeGreaterThan(5);
      expect(await extractText(file, "ordinary.pdf")).toBe(inProcess);
    }
  });

  it("a file pdf.js cannot read is an error, not a refusal (the library answers 'No text could be read')", async () => {
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64, 0x41)]);
    await expect(extractText(new Uint8Array(broken), "broken.pdf")).rejects.toSatisfy((e) => !(e instanceof FileRefusedError));
  });
});

/**
 * mammoth builds a tree of the whole document on the thread it runs on. A 30 KB .docx of a million empty paragraphs
 * (10 MB of XML, a tenth of the inflation limit) took 10 s and 1.7 GB in the server's process; a 262 KB one (90 MB)
 * ran it out of heap after 64 s, and any visitor may attach one to a request. .docx files are read in the same
 * child process as PDFs now.
 */
function docxOf(body: string) {
  const xml = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "_rels/.rels": strToU8("<Relationships/>"), "word/document.xml": strToU8(xml) }, { level: 9 });
}

describe(".docx files are read in the reading process too", () => {
  it("a million empty paragraphs: refused within the limit, the server's thread free and its memory flat", async () => {
    const bomb = docxOf("<w:p/>".repeat(1_000_000) + "<w:p><w:r><w:t>end</w:t></w:r></w:p>");
    expect(bomb.length).toBeLessThan(40 * 1024);
    const { result, ms, longestGap, grewMb } = await watched(() => extractText(bomb, "empty.docx"));
    expect("error" in result && result.error).toBeInstanceOf(FileRefusedError);
    expect("error" in result && (result.error as Error).message).toBe(DOCX_TOO_COSTLY);
    expect(ms).toBeLessThan(20_000);
    // the parent inflates the archive once to measure it (6 MB of XML) and waits
    expect(grewMb).toBeLessThan(100);
    expect(longestGap).toBeLessThan(1_000);
  }, 60_000);

  it("an ordinary document gives the text mammoth gives in the server's own process", async () => {
    const mammoth = (await import("mammoth")).default;
    const file = docxOf(
      "<w:p><w:r><w:t>Thesis guidelines for the University of Ghana, Legon.</w:t></w:r></w:p>" +
        '<w:p><w:r><w:t xml:space="preserve">Chapter one: </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>caf\u00e9 culture in Osu</w:t></w:r></w:p>',
    );
    const inProcess = (await mammoth.extractRawText({ buffer: Buffer.from(file) })).value;
    expect(inProcess).toContain("café culture in Osu");
    expect(await extractText(file, "guide.docx")).toBe(inProcess);
  });

  it("a zip mammoth cannot read as a document is an error, not a refusal", async () => {
    const notWord = zipSync({ "readme.txt": strToU8("not a word document") });
    await expect(extractText(notWord, "odd.docx")).rejects.toSatisfy((e) => !(e instanceof FileRefusedError));
  });
});
