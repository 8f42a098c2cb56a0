import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isStoredFilePath } from "./file-path";
import { StorageFailure, type StorageAdapter } from "./types";

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Files under {root}/project_guidelines/..., root being DATA_DIR/uploads by default. */
export function localStorage(root: string): StorageAdapter {
  const fullPath = (p: string) => {
    if (!isStoredFilePath(p)) throw new StorageFailure(`invalid storage path ${JSON.stringify(p)}`);
    return path.join(root, p);
  };
  return {
    kind: "local",
    async put(p, body) {
      const target = fullPath(p);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // "wx": fail rather than overwrite, like the bucket's upsert: false.
        await pipeline(body, createWriteStream(target, { flags: "wx" }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await rm(target, { force: true });
        throw new StorageFailure((error as Error).message, { cause: error });
      }
    },
    async get(p) {
      const target = fullPath(p);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
      return { body, size: info.size, contentType: CONTENT_TYPES[path.extname(target)] };
    },
    async delete(p) {
      await rm(fullPath(p), { force: true });
    },
  };
}
