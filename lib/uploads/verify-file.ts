import "server-only";
import { open } from "node:fs/promises";
import { FILE_TYPE_MESSAGE } from "@/lib/requests/schema";
import { KIND_OF_EXTENSION, SNIFF_BYTES, looksLikeDocx, sniffKind, zipEntryNames } from "./magic-bytes";

export type VerifyResult = { ok: true } | { ok: false; message: string };

/** Checks a finished upload on disk against its extension: signature for all, and word/ entries for .docx. */
export async function verifyUploadedFile(filePath: string, ext: keyof typeof KIND_OF_EXTENSION, size: number): Promise<VerifyResult> {
  const handle = await open(filePath, "r");
  try {
    const readAt = async (offset: number, length: number) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, offset);
      return new Uint8Array(buf.buffer, buf.byteOffset, bytesRead);
    };
    const head = await readAt(0, SNIFF_BYTES);
    if (sniffKind(head) !== KIND_OF_EXTENSION[ext]) return { ok: false, message: FILE_TYPE_MESSAGE };
    if (ext === ".docx") {
      const names = await zipEntryNames(readAt, size);
      if (!names || !looksLikeDocx(names)) return { ok: false, message: FILE_TYPE_MESSAGE };
    }
    return { ok: true };
  } finally {
    await handle.close();
  }
}
