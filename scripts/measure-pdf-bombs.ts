/**
 * Memory and time of extractText on hand-built hostile PDFs, one child process per file so that each peak is its own
 * (VmHWM from /proc, the files written first so that building them does not count). The figures in
 * lib/plagiarism/README.md ("Eleventh session") come from this script and from the code before that session.
 * `tsx --conditions=react-server scripts/measure-pdf-bombs.ts [case ...]`; the 1 GB case needs about 3 GB free.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { buildPdf, jpegHeader, onePagePdf, type PdfObject, textOp } from "../tests/fixtures/plagiarism/pdf-objects";

const MB = 1024 * 1024;

const drawImage = (image: PdfObject) =>
  onePagePdf({ dict: "<< >>", data: Buffer.from(`q 612 0 0 792 0 0 cm /Im1 Do Q ${textOp("Photo page").toString()}`) }, [image], { resources: "/XObject << /Im1 6 0 R >>" });
const pageOf = (contents: PdfObject[], font = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", extra: PdfObject[] = []) =>
  buildPdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contents.map((_, i) => `${5 + extra.length + i} 0 R`).join(" ")}] /Resources << /Font << /F1 4 0 R >> >> >>` },
    { dict: font },
    ...extra,
    ...contents,
  ]);
const cmap = (ranges: number) =>
  `/CIDInit /ProcSet findresource begin 12 dict begin begincmap 1 begincodespacerange <00000000> <FFFFFFFF> endcodespacerange ${ranges} beginbfrange\n` +
  Array.from({ length: ranges }, (_, i) => `<${(i * 0x1000000).toString(16).padStart(8, "0")}> <${(i * 0x1000000 + 0xfffffe).toString(16).padStart(8, "0")}> <0041>`).join("\n") +
  "\nendbfrange endcmap CMapName currentdict /CMap defineresource pop end end";
const predictorRow = { dict: "<< /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 200000000 >> >>", data: deflateSync(Buffer.concat([Buffer.from([0]), textOp("Hello")])) };

const CASES: Record<string, () => Uint8Array> = {
  plain: () => onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp("Cocoa farmers")) }),
  "flate-190mb": () => onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp("Hello", 190 * MB), { level: 9 }) }),
  "encrypted-1gb": () => onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp("Hello", 1024 * MB), { level: 9 }) }, [], { encrypt: true }),
  "image-jpeg-16000": () => drawImage({ dict: "<< /Type /XObject /Subtype /Image /Width 16000 /Height 16000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode >>", data: jpegHeader(16000, 16000) }),
  "image-flate-150mb": () => drawImage({ dict: "<< /Type /XObject /Subtype /Image /Width 10000 /Height 5243 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode >>", data: deflateSync(Buffer.alloc(150 * MB), { level: 9 }) }),
  "contents-jpeg-8000": () => onePagePdf({ dict: "<< /Filter /DCTDecode >>", data: jpegHeader(8000, 8000) }),
  "contents-flate-jpeg-8000": () => onePagePdf({ dict: "<< /Filter [/FlateDecode /DCTDecode] >>", data: deflateSync(jpegHeader(8000, 8000)) }),
  "contents-ccitt": () => onePagePdf({ dict: "<< /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns 8000 >> >>", data: Buffer.alloc(100 * 1024, 0xff) }),
  "inline-flate-300mb": () => {
    const z = deflateSync(Buffer.alloc(300 * MB), { level: 9 });
    const data = Buffer.concat([Buffer.from(`q 100 0 0 100 0 0 cm BI /W 10000 /H 10486 /CS /RGB /BPC 8 /F /Fl /L ${z.length} ID `), z, Buffer.from(` EI Q ${textOp("Inline page").toString()}`)]);
    return onePagePdf({ dict: "<< >>", data });
  },
  "predictor-rows-5x200mb": () => pageOf([predictorRow, predictorRow, predictorRow, predictorRow, predictorRow]),
  "cmap-range-16m": () => pageOf([{ dict: "<< >>", data: textOp("Hello") }], "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 5 0 R >>", [{ dict: "<< >>", data: Buffer.from(cmap(1)) }]),
  // a stream is measured once, but pdf.js decodes it each time a page or a Do reads it: bounded since the twelfth
  // session by reading in a child process killed past 20 s or 768 MB (scripts/measure-pdf-reading.ts measures that;
  // peakMB here is the server side's own process, not the child's)
  "contents-shared-by-20-pages": () => {
    const pages = Array.from({ length: 20 }, (_, i) => `${4 + i} 0 R`).join(" ");
    return buildPdf([
      { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
      { dict: `<< /Type /Pages /Kids [${pages}] /Count 20 >>` },
      { dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp("Hello", 100 * MB), { level: 9 }) },
      ...Array.from({ length: 20 }, () => ({ dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 24 0 R >> >> >>" })),
      { dict: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
    ]);
  },
  "form-drawn-200-times": () =>
    onePagePdf({ dict: "<< >>", data: Buffer.from("/Fm1 Do ".repeat(200)) }, [
      { dict: "<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Filter /FlateDecode >>", data: deflateSync(textOp("Form", 20 * MB), { level: 9 }) },
    ], { resources: "/XObject << /Fm1 6 0 R >>" }),
  "cmap-ranges-3x16m": () => pageOf([{ dict: "<< >>", data: textOp("Hello") }], "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 5 0 R >>", [{ dict: "<< >>", data: Buffer.from(cmap(3)) }]),
};

async function measure(file: string) {
  const { extractText } = await import("../lib/plagiarism/extract-text");
  const bytes = new Uint8Array(readFileSync(file));
  const started = performance.now();
  const result = await extractText(bytes, "file.pdf").then(
    (text) => (text === null ? "null" : `${text.length} characters`),
    (error: unknown) => `${(error as Error).name}: ${(error as Error).message}`,
  );
  const peak = Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;
  console.log(JSON.stringify({ kb: Math.round(bytes.length / 1024), ms: Math.round(performance.now() - started), peakMB: Math.round(peak), result: result.slice(0, 90) }));
}

if (process.argv[2] === "--measure") await measure(process.argv[3]!);
else {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-bombs-"));
  for (const name of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(CASES)) {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, CASES[name]!());
    const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, "--measure", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    console.log(name.padEnd(26), out.trim().split("\n").at(-1));
  }
}
