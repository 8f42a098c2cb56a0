import "server-only";
import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";

/** Where a zip's end-of-central-directory record starts, or -1: it is 22 bytes plus a comment of up to 65,535 bytes, at the end. */
function endOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) return i;
  }
  return -1;
}

/**
 * The total uncompressed size a zip archive's central directory declares for its entries, or null when the archive
 * cannot be read (no end-of-central-directory record, a zip64 archive, a directory past the end of the file).
 */
export function zipInflatedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endOfCentralDirectory(bytes, view);
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || at === 0xffffffff) return null;
  let total = 0;
  for (let k = 0; k < entries; k++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    total += view.getUint32(at + 24, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

const inflateRawAsync = promisify(inflateRaw);

/**
 * What the entries of a zip really inflate to, in total, or null when the archive cannot be read (or uses a method
 * other than stored and deflate) or the total passes `limit`. Each entry is inflated with a cap on its output, so no
 * more than `limit` bytes are ever produced whatever the headers say.
 */
export async function zipRealInflatedSize(bytes: Uint8Array, limit: number): Promise<number | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endOfCentralDirectory(bytes, view);
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  let total = 0;
  for (let k = 0; k < entries; k++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return null;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + compressed > bytes.length) return null;
    if (method === 0) total += compressed;
    else if (method === 8) {
      try {
        total += (await inflateRawAsync(bytes.subarray(start, start + compressed), { maxOutputLength: limit - total + 1 })).length;
      } catch {
        return null; // past the cap (ERR_BUFFER_TOO_LARGE) or not a deflate stream
      }
    } else return null;
    if (total > limit) return null;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
