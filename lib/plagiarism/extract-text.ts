import "server-only";

/** Text of an uploaded PDF, DOCX or TXT file (for the library and the submissions index), or null for other types. */
export const EXTRACTABLE = ["pdf", "docx", "txt"] as const;
export type Extractable = (typeof EXTRACTABLE)[number];

export function extensionOf(name: string): string {
  return (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? "").toLowerCase();
}

export async function extractText(bytes: Uint8Array, fileName: string): Promise<string | null> {
  const ext = extensionOf(fileName);
  if (ext === "txt") return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (ext === "pdf") {
    const { extractText: pdfText, getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await pdfText(pdf, { mergePages: true });
    return text;
  }
  if (ext === "docx") {
    const mammoth = (await import("mammoth")).default;
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  }
  return null;
}

/** Reads a web stream into bytes, refusing more than maxBytes. */
export async function readAll(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
