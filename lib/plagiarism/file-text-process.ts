import "server-only";
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileReaderSlot } from "./file-reader-slots";

/**
 * The worker script, found by path at run time, never bundled: `next start` (and Vitest, and the tsx scripts) run
 * from the project root, where the source tree and node_modules are; turbopackIgnore keeps Turbopack from tracing
 * the whole project through process.cwd() (as lib/db/migrations.ts does for its .sql files).
 */
export const FILE_TEXT_WORKER = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "plagiarism", "file-text-worker.mjs");

export type FileReadLimits = {
  /** Wall clock from the start of the process (node's start and the reader's load, ~0.1 s, included). */
  timeoutMs: number;
  /** Resident memory of the process, polled every 100 ms: pdf.js's decoded streams are typed arrays, outside V8's heap. */
  maxRssBytes: number;
  /** V8's own heap (--max-old-space-size): what pdf.js and mammoth build as objects and strings. */
  heapMb: number;
};

/**
 * Measured on this 2-core machine (lib/plagiarism/README.md, twelfth and sixteenth sessions): a plain one-page PDF takes
 * the process about 0.1 s and 49 MB; the largest single stream the check lets through (190 MB inflated) 1.9 s and 379
 * MB; a 600,000-character .docx (a 300-page thesis) about 1 s. 20 s is ten times the slowest such file, for a machine
 * under load; 768 MB is twice its memory. The shared-stream PDF bomb grows past 2 GB, the form drawn 200 times reads
 * for 20 s or more, a .docx of a million empty paragraphs needs 1.7 GB: all are stopped.
 */
export const FILE_READ_LIMITS: FileReadLimits = { timeoutMs: 20_000, maxRssBytes: 768 * 1024 * 1024, heapMb: 512 };

export type FileReadResult = { ok: true; text: string } | { ok: false; reason: "limits" | "busy" };
type Kind = "pdf" | "docx";

/** pdf.js or mammoth could not read the file (corrupt, not that kind after all): the in-process reading threw the same way. */
export class FileUnreadableError extends Error {
  override name = "FileUnreadableError";
}

/**
 * The text of a PDF (bytes already passed by checkPdfStreams), read by pdf.js in a child process that is killed
 * (SIGKILL) past `limits`; at most MAX_FILE_READERS such processes run at a time across the server (file-reader-slots.ts).
 * Resolves `{ ok: false }` when the file was stopped or could not wait; throws FileUnreadableError when pdf.js fails.
 */
export const readPdfText = (bytes: Uint8Array, maxChars: number, limits: FileReadLimits = FILE_READ_LIMITS) => readInChild("pdf", bytes, maxChars, limits);

/** The same for a .docx (bytes already passed by the zip-size checks), read by mammoth. */
export const readDocxText = (bytes: Uint8Array, maxChars: number, limits: FileReadLimits = FILE_READ_LIMITS) => readInChild("docx", bytes, maxChars, limits);

async function readInChild(kind: Kind, bytes: Uint8Array, maxChars: number, limits: FileReadLimits): Promise<FileReadResult> {
  const release = await fileReaderSlot();
  if (!release) return { ok: false, reason: "busy" };
  try {
    return await runWorker(kind, bytes, maxChars, limits);
  } finally {
    release();
  }
}

const RSS = /VmRSS:\s+(\d+)\s*kB/;

function runWorker(kind: Kind, bytes: Uint8Array, maxChars: number, limits: FileReadLimits): Promise<FileReadResult> {
  return new Promise((resolve, reject) => {
    // NODE_ENV and nothing else: the process that parses a stranger's file gets none of the server's secrets
    const args = [`--max-old-space-size=${limits.heapMb}`, FILE_TEXT_WORKER, kind, String(maxChars)];
    const child = spawn(process.execPath, args, { stdio: ["pipe", "pipe", "pipe"], env: { NODE_ENV: process.env.NODE_ENV } });
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      child.kill("SIGKILL");
    };
    const out: Buffer[] = [];
    // UTF-8 is at most 4 bytes a character (3 for what a UTF-16 string holds): more is not the worker's answer
    const maxOut = maxChars * 4 + 1024;
    let outBytes = 0;
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxOut) stop();
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => void (err = (err + chunk.toString("utf8")).slice(-4096)));
    // a worker that dies before reading its input closes the pipe: that exit is what counts, not the write error
    child.stdin.on("error", () => {});
    child.stdin.end(bytes);

    const timer = setTimeout(stop, limits.timeoutMs);
    // a server that exits (next start on SIGTERM) takes its reading processes with it instead of leaving them running
    const onExit = () => child.kill("SIGKILL");
    process.once("exit", onExit);
    let polling = true;
    const poll = setInterval(() => {
      if (!polling || child.pid === undefined) return;
      readFile(`/proc/${child.pid}/status`, "utf8").then(
        (status) => {
          const kb = Number(RSS.exec(status)?.[1] ?? 0);
          if (kb * 1024 > limits.maxRssBytes) stop();
        },
        // gone (it just exited) or no /proc (not Linux): then only the time and heap limits hold
        () => void (polling = false),
      );
    }, 100);

    const done = () => {
      clearTimeout(timer);
      clearInterval(poll);
      process.off("exit", onExit);
    };
    child.on("error", (error) => {
      done();
      reject(error);
    });
    child.on("close", (code, signal) => {
      done();
      if (code === 0 && !stopped) return resolve({ ok: true, text: Buffer.concat(out).toString("utf8") });
      // killed here, or V8 ran out of its heap (it aborts: SIGABRT, "heap out of memory")
      if (stopped || signal === "SIGABRT" || /heap out of memory|Reached heap limit/.test(err)) return resolve({ ok: false, reason: "limits" });
      if (code === 3) return reject(new FileUnreadableError(err.trim() || `the ${kind} reader could not read the file`));
      // not the file's doing (the worker missing, node failing to start): said in the server's log
      console.error(`File text worker ${FILE_TEXT_WORKER} ended with code ${code} signal ${signal}: ${err.trim()}`);
      reject(new Error(`File text worker failed (code ${code}, signal ${signal})`));
    });
  });
}
