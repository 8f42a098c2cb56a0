import "server-only";
import { randomUUID, createHash } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { stripNul } from "@/lib/forms/control-chars";
import { SNIFF_BYTES, KIND_OF_EXTENSION, sniffKind } from "@/lib/uploads/magic-bytes";
import { verifyUploadedFile } from "@/lib/uploads/verify-file";
import { RequestError } from "./errors";
import { FIELD_LABELS, FIELD_LIMITS, FILE_FIELD, tooLongMessage, MAX_FILE_BYTES, allowedExtensionOf, type AllowedExtension } from "./schema";

export type ReceivedFile = { tempPath: string; originalName: string; ext: AllowedExtension; size: number; sha256: string };
export type ParsedForm = { fields: Record<string, string>; file?: ReceivedFile; cleanup(): Promise<void> };

/** Past the file limit the rest of the body is read and thrown away (so the browser gets our answer), up to here. */
const DRAIN_CAP_BYTES = 64 * 1024 * 1024;
/** Every text field fits in 32 KB (5,000 characters of 4-byte UTF-8 is 20 KB). */
const FIELD_BYTES = 32 * 1024;
/**
 * The largest body the form can send: a file under 5 MB and the text fields. A declared Content-Length above it is
 * refused before reading; a body sent without one (chunked) is cut off here as it streams in. Without this cap a
 * chunked body was parsed to its end whatever its size (200 MB in a part other than "file" answered 201).
 */
export const MAX_BODY_BYTES = MAX_FILE_BYTES + 1024 * 1024;

/**
 * Reads a multipart/form-data request as it streams in: text fields into memory (size-capped by busboy), the one
 * optional file to a temporary file. The file's first bytes are checked against its extension as soon as they
 * arrive and the file is cut off at MAX_FILE_BYTES: nothing past the limit is kept. Throws RequestError.
 */
export async function parseRequestForm(request: Request, tmpDir = path.join(os.tmpdir(), "request-uploads")): Promise<ParsedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType) || !request.body) {
    throw new RequestError("bad_form");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new RequestError("file_too_large");

  await mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let tempPath: string | undefined;
  let failure: RequestError | undefined;
  const fail = (e: RequestError) => {
    failure ??= e;
  };
  const cleanup = async () => {
    if (tempPath) await rm(tempPath, { force: true });
  };

  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      // busboy marks a file truncated when it reaches fileSize: exactly 5 MB is refused, 5 MB - 1 byte passes.
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20, fieldSize: FIELD_BYTES, parts: 22 },
    });
  } catch {
    throw new RequestError("bad_form");
  }

  const pending: Promise<void>[] = [];
  bb.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) {
      // Own keys only, and only fields with a length limit (projectType has a label but no limit; "constructor" is
      // `in` every object): a throw here escaped into busboy and left the request hanging forever.
      const limited = Object.hasOwn(FIELD_LABELS, name) && Object.hasOwn(FIELD_LIMITS, name);
      const message = limited ? tooLongMessage(name as "name") : "This field is too long.";
      fail(new RequestError("invalid_field", { fieldErrors: { [limited ? name : "_form"]: message } }));
      return;
    }
    if (!(name in fields)) fields[name] = value;
  });
  bb.on("file", (name, stream, info) => {
    // Once the body is cut short busboy errors the open part; that is expected, not a crash.
    stream.on("error", () => {});
    // At MAX_FILE_BYTES the answer is known: stop parsing now rather than at the end of the part, however far off.
    stream.on("limit", () => fail(new RequestError("file_too_large")));
    // A form posted without JavaScript sends an empty part for an empty file input.
    if (name !== FILE_FIELD || !info.filename || failure) {
      stream.resume();
      return;
    }
    const ext = allowedExtensionOf(info.filename);
    if (!ext) {
      fail(new RequestError("file_type"));
      stream.resume();
      return;
    }
    if (info.filename.length > FIELD_LIMITS.fileName) {
      fail(new RequestError("file_name_too_long"));
      stream.resume();
      return;
    }
    // Kept for display only; PostgreSQL text cannot hold NUL (filename*=UTF-8''a%00b.pdf failed the insert with a
    // "check the highlighted fields" answer that highlighted nothing).
    const originalName: string = stripNul(info.filename);
    const target = path.join(tmpDir, `upload-${randomUUID()}`);
    tempPath = target;
    pending.push(receiveFile(stream, target, ext).then(
      (received) => {
        if (received instanceof RequestError) fail(received);
        else file = { ...received, originalName, ext, tempPath: target };
      },
      () => fail(new RequestError("bad_form")),
    ));
  });
  bb.on("filesLimit", () => fail(new RequestError("too_many_files")));
  bb.on("fieldsLimit", () => fail(new RequestError("bad_form")));
  bb.on("partsLimit", () => fail(new RequestError("bad_form")));
  const finished = new Promise<void>((resolve) => {
    bb.on("close", resolve);
    bb.on("error", () => {
      fail(new RequestError("bad_form"));
      resolve();
    });
  });

  try {
    await pump(request.body, bb, () => failure !== undefined, () => fail(new RequestError("file_too_large")));
    await finished;
    await Promise.all(pending);
    if (!failure && file) {
      const verdict = await verifyUploadedFile(file.tempPath, file.ext, file.size);
      if (!verdict.ok) fail(new RequestError("file_type"));
    }
  } catch (error) {
    await cleanup();
    throw error instanceof RequestError ? error : new RequestError("bad_form", { cause: error });
  }
  if (failure) {
    await cleanup();
    throw failure;
  }
  return { fields, file, cleanup };
}

/**
 * Feeds the body to busboy with backpressure; once a failure is known the rest is discarded, not parsed or kept.
 * Past MAX_BODY_BYTES (a body sent without a Content-Length) `tooLarge` is called and the rest is discarded too.
 */
async function pump(body: ReadableStream<Uint8Array>, bb: busboy.Busboy, failed: () => boolean, tooLarge: () => void) {
  const reader = body.getReader();
  let received = 0;
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > MAX_BODY_BYTES && !failed()) tooLarge();
      if (failed()) {
        drained += value.byteLength;
        if (drained > DRAIN_CAP_BYTES) {
          await reader.cancel();
          break;
        }
        continue;
      }
      // A malformed body (e.g. "a=%zz") makes busboy error during the write: it then never drains, it closes.
      if (!bb.write(value) && !bb.destroyed) await drainOrClose(bb);
      if (bb.destroyed) return;
    }
  } catch (error) {
    // The client went away mid-upload (busboy reports the truncated body as an error), or a handler threw: busboy
    // would then never emit close, so end it with an error (parseRequestForm answers bad_form) instead of hanging.
    if (!bb.destroyed) bb.destroy(error instanceof Error ? error : new Error("upload aborted"));
    return;
  }
  bb.end();
}

function drainOrClose(bb: busboy.Busboy) {
  return new Promise<void>((resolve) => {
    const done = () => {
      bb.off("drain", done);
      bb.off("close", done);
      resolve();
    };
    bb.on("drain", done);
    bb.on("close", done);
  });
}

/** Streams one file part to disk, hashing it and checking its signature; answers the size and hash, or an error. */
async function receiveFile(stream: Readable & { truncated?: boolean }, tempPath: string, ext: AllowedExtension) {
  const out: WriteStream = createWriteStream(tempPath, { flags: "wx" });
  const closed = new Promise<void>((resolve, reject) => {
    out.on("close", resolve);
    out.on("error", reject);
  });
  const hash = createHash("sha256");
  let size = 0;
  let head = Buffer.alloc(0);
  let problem: RequestError | undefined;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (problem) continue; // keep reading so busboy can move on, but keep nothing
      size += chunk.length;
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES && sniffKind(head) !== KIND_OF_EXTENSION[ext]) problem = new RequestError("file_type");
      }
      if (problem) continue;
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", resolve));
    }
  } finally {
    out.end();
    await closed;
  }
  if (stream.truncated) return new RequestError("file_too_large");
  if (problem) return problem;
  if (size === 0) return new RequestError("file_empty");
  if (sniffKind(head) !== KIND_OF_EXTENSION[ext]) return new RequestError("file_type");
  return { size, sha256: hash.digest("hex") };
}
