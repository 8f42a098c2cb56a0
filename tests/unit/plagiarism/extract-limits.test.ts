import { zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { extractText, MAX_DOCX_INFLATED_BYTES, MAX_EXTRACTED_CHARS } from "@/lib/plagiarism/extract-text";
import { zipInflatedSize } from "@/lib/plagiarism/zip-size";
import { sampleDocx } from "../../helpers/request-fixtures";

/** A real .docx whose document.xml holds `paragraphs` paragraphs, deflated (as Word writes it). */
function docxWith(paragraphs: number, text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit.") {
  const body = `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`.repeat(paragraphs);
  return zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    "_rels/.rels": strToU8('<?xml version="1.0"?><Relationships/>'),
    "word/document.xml": strToU8(`<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  }, { level: 9 });
}

/** The same archive with its central directory declaring `size` uncompressed bytes for its first entry. */
function declaring(zip: Uint8Array, size: number) {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  let at = 0;
  while (view.getUint32(at, true) !== 0x02014b50) at++;
  view.setUint32(at + 24, size, true);
  return out;
}

describe("text extracted from uploads is bounded (a small file must not become a huge document)", () => {
  it("reads the declared uncompressed size of a zip", () => {
    expect(zipInflatedSize(new Uint8Array(sampleDocx()))).toBeGreaterThan(100);
    expect(zipInflatedSize(new Uint8Array([1, 2, 3]))).toBeNull();
    const big = docxWith(20_000);
    expect(big.length).toBeLessThan(100_000); // compresses ~300x
    expect(zipInflatedSize(big)).toBeGreaterThan(1_500_000);
  });

  it("a document is cut at MAX_EXTRACTED_CHARS and a zip bomb is not opened", async () => {
    // 24,000 paragraphs of 57 characters: 1.4 million characters of text from a file of a few kilobytes
    const long = await extractText(docxWith(24_000), "thesis.docx");
    expect(long!.length).toBe(MAX_EXTRACTED_CHARS);
    expect(await extractText(new TextEncoder().encode("word ".repeat(300_000)), "notes.txt")).toHaveLength(MAX_EXTRACTED_CHARS);
    // declared sizes over the limit (a bomb's, written into an ordinary file's directory): refused before mammoth
    // inflates anything
    const bomb = declaring(docxWith(3), MAX_DOCX_INFLATED_BYTES + 1);
    expect(zipInflatedSize(bomb)).toBeGreaterThan(MAX_DOCX_INFLATED_BYTES);
    expect(await extractText(bomb, "bomb.docx")).toBeNull();
    // an ordinary document is read whole
    expect(await extractText(docxWith(3, "Guidelines for the thesis."), "plan.docx")).toMatch(/Guidelines for the thesis\./);
  });
});
