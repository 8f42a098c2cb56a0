/**
 * Recognising uploads by content, not by name: a renamed executable must not pass as a PDF. Pure functions over
 * bytes, so the route handler can check the first bytes while the file is still streaming in.
 */

export type FileKind = "pdf" | "ole2" | "zip";

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary (legacy .doc)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4", a zip's first local file header (.docx)

/**
 * How many leading bytes sniffKind needs to decide. PDF readers look for the header anywhere in the first 1024 bytes,
 * and real files (some generators, some e-mail gateways) put line breaks or spaces before it.
 */
export const SNIFF_BYTES = 1024;

// PDF white-space characters (ISO 32000-1, 7.2.2): NUL, TAB, LF, FF, CR and space.
const PDF_WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

function startsWith(bytes: Uint8Array, signature: number[], at = 0) {
  return bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
}

/** "%PDF-" at the start, or after nothing but white space within the first SNIFF_BYTES bytes. */
function isPdf(head: Uint8Array) {
  let at = 0;
  const end = Math.min(head.length, SNIFF_BYTES);
  while (at < end && PDF_WHITESPACE.has(head[at]!)) at++;
  return at + PDF.length <= end && startsWith(head, PDF, at);
}

/** The kind of document the leading bytes announce, or null for anything we do not accept. */
export function sniffKind(head: Uint8Array): FileKind | null {
  if (isPdf(head)) return "pdf";
  if (startsWith(head, OLE2)) return "ole2";
  if (startsWith(head, ZIP)) return "zip";
  return null;
}

/** Each accepted extension and the content it must have. */
export const KIND_OF_EXTENSION = { ".pdf": "pdf", ".doc": "ole2", ".docx": "zip" } as const satisfies Record<string, FileKind>;

export const CONTENT_TYPE_OF_EXTENSION = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

export function extensionMatches(ext: keyof typeof KIND_OF_EXTENSION, head: Uint8Array): boolean {
  return sniffKind(head) === KIND_OF_EXTENSION[ext];
}

/** Reads `length` bytes at `offset` of the file under test (a file on disk, or a buffer in unit tests). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

const EOCD_SIGNATURE = 0x06054b50;
const CDIR_SIGNATURE = 0x02014b50;

/**
 * The entry names of a zip, read from its central directory at the end of the file (only the tail and the directory
 * are read, never the whole file). Returns null when the bytes are not a well-formed zip.
 */
export async function zipEntryNames(readAt: ReadAt, size: number): Promise<string[] | null> {
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65,535 bytes.
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(size - tailLength, tailLength);
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tailView.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = tailView.getUint16(eocd + 10, true);
  const dirSize = tailView.getUint32(eocd + 12, true);
  const dirOffset = tailView.getUint32(eocd + 16, true);
  if (dirOffset + dirSize > size || entries === 0) return null;
  const dir = await readAt(dirOffset, dirSize);
  const view = new DataView(dir.buffer, dir.byteOffset, dir.byteLength);
  const names: string[] = [];
  const decoder = new TextDecoder();
  let p = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > dir.length || view.getUint32(p, true) !== CDIR_SIGNATURE) return null;
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    if (p + 46 + nameLength > dir.length) return null;
    names.push(decoder.decode(dir.subarray(p + 46, p + 46 + nameLength)));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A Word document (.docx) is a zip holding the main document under word/. */
export function looksLikeDocx(entryNames: string[]): boolean {
  return entryNames.some((n) => n.startsWith("word/")) && entryNames.includes("[Content_Types].xml");
}
