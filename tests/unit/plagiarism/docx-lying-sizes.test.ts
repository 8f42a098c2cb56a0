import { strToU8, zipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { extractText, MAX_DOCX_INFLATED_BYTES } from "@/lib/plagiarism/extract-text";

const opened = vi.hoisted(() => ({ count: 0 }));
// mammoth runs in a child process (file-text-process.ts): what is handed to it is what readDocxText is given
vi.mock("@/lib/plagiarism/file-text-process", async (importOriginal) => {
  const real = (await importOriginal()) as typeof import("@/lib/plagiarism/file-text-process");
  return { ...real, readDocxText: (...args: Parameters<typeof real.readDocxText>) => (opened.count++, real.readDocxText(...args)) };
});

/**
 * A .docx in a client request is opened by the plagiarism indexer after the visitor's answer (any visitor may send
 * one), and one in the library by the upload. The zip-bomb guard summed the uncompressed sizes the archive's directory
 * declares, which the archive's author writes: a 1 MB file declaring 1,000 bytes for a document.xml that inflates to
 * 1 GB passed it, and mammoth inflated all of it (2.1 GB of memory, 5.6 s of CPU in one try; the 5 MB a request may
 * send is five times that) before noticing the sizes disagree. The entries are now inflated with a cap on what they
 * really give, and mammoth only opens an archive that stays under it.
 */
function docx(documentXml: string) {
  return zipSync(
    {
      "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      "_rels/.rels": strToU8('<?xml version="1.0"?><Relationships/>'),
      "word/document.xml": strToU8(documentXml),
    },
    { level: 9 },
  );
}

/** The archive with every local and central header declaring `size` uncompressed bytes (what a bomb's author writes). */
function lyingAbout(zip: Uint8Array, size: number) {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  for (let at = 0; at + 4 <= out.length; at++) {
    const sig = view.getUint32(at, true);
    if (sig === 0x04034b50) view.setUint32(at + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}

const wrap = (body: string) => `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

describe("a .docx whose directory understates its sizes is not inflated past the limit", () => {
  it("refuses the archive without handing it to mammoth", async () => {
    // document.xml inflates to just over the limit, from a few hundred kilobytes
    const huge = wrap(`<w:p><w:r><w:t>${"a".repeat(MAX_DOCX_INFLATED_BYTES + 1024)}</w:t></w:r></w:p>`);
    const bomb = lyingAbout(docx(huge), 1000);
    expect(bomb.length).toBeLessThan(1_000_000);
    opened.count = 0;
    expect(await extractText(bomb, "bomb.docx")).toBeNull();
    expect(opened.count).toBe(0);
  }, 30_000);

  it("still reads an ordinary document", async () => {
    opened.count = 0;
    expect(await extractText(docx(wrap("<w:p><w:r><w:t>Guidelines for the thesis.</w:t></w:r></w:p>")), "plan.docx")).toMatch(/Guidelines for the thesis\./);
    expect(opened.count).toBe(1);
  });
});
