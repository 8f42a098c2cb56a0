import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/requests/route";
import { clientRequests } from "@/lib/db/schema";
import { FILE_SIZE_MESSAGE, MAX_FILE_BYTES } from "@/lib/requests/schema";
import { useTestDatabase } from "../helpers/db";
import { useRequestDataDir } from "../helpers/request-env";
import { samplePdf } from "../helpers/request-fixtures";

/**
 * A body sent without a Content-Length (Transfer-Encoding: chunked) has no declared size to refuse up front. Over HTTP
 * against a production build, a 200 MB body whose bulk sat in a file part not named "file" was read and parsed to its
 * end and answered 201 (the row saved); a 200 MB "file" part was parsed to its end too before the 413. The form
 * never sends more than a file under 5 MB and its text fields, so the body is now cut off past that as it streams in.
 */
const t = useTestDatabase();
const dataDir = useRequestDataDir("req-chunked-");
const uploadsDir = () => path.join(dataDir(), "uploads", "project_guidelines");
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

beforeEach(async () => {
  await t.db.delete(clientRequests);
  rmSync(uploadsDir(), { recursive: true, force: true });
});

const MB = 1024 * 1024;
/** What parse-form.ts reads and throws away after a failure, before it cancels the body (its DRAIN_CAP_BYTES). */
const DRAIN_CAP = 64 * MB;
const BOUNDARY = "----chunkedcap";
const fields = { name: "Ama Mensah", institution: "University of Ghana", phone: "+233 24 123 4567", projectType: "thesis", details: "Chapter 2 review" };
let ip = 0;

/**
 * POSTs a multipart body as a stream with no Content-Length: the fields, then one file part of `partBytes` bytes
 * (a PDF header, then zeros) produced lazily, 64 KB at a time. Answers the response and how many bytes were pulled.
 */
async function postChunked(partName: string, partBytes: number, submissionKey = crypto.randomUUID()) {
  const head = Buffer.from(
    Object.entries({ ...fields, submissionKey })
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join("") + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${partName}"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const pdf = samplePdf();
  const zeros = new Uint8Array(64 * 1024);
  let sent = 0;
  let pulled = 0;
  let stage: "head" | "body" | "tail" | "done" = "head";
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array;
      if (stage === "head") {
        chunk = Buffer.concat([head, pdf]);
        sent = pdf.length;
        stage = "body";
      } else if (stage === "body") {
        chunk = zeros.subarray(0, Math.min(zeros.length, partBytes - sent));
        sent += chunk.length;
        if (sent >= partBytes) stage = "tail";
      } else if (stage === "tail") {
        chunk = tail;
        stage = "done";
      } else {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/api/requests", {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, accept: "application/json", "x-forwarded-for": `10.9.0.${++ip}` },
  } as RequestInit);
  expect(request.headers.get("content-length")).toBeNull();
  const response = await POST(request);
  return { response, pulled: () => pulled };
}

describe(`a request form body without a Content-Length on ${process.env.TEST_DB_KIND}`, () => {
  it("still saves an ordinary chunked post with its file", async () => {
    const { response } = await postChunked("file", 1 * MB);
    expect(response.status).toBe(201);
    expect(await t.db.$count(clientRequests)).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it("refuses a 100 MB part that is not the file (it was read to the end and answered 201), saving nothing", async () => {
    const { response, pulled } = await postChunked("attachment", 100 * MB);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(FILE_SIZE_MESSAGE);
    expect(pulled()).toBeLessThan(MAX_FILE_BYTES + 2 * MB + DRAIN_CAP);
    expect(await t.db.$count(clientRequests)).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("stops reading a 100 MB file part at the limit instead of parsing it to its end", async () => {
    const { response, pulled } = await postChunked("file", 100 * MB);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(FILE_SIZE_MESSAGE);
    expect(pulled()).toBeLessThan(MAX_FILE_BYTES + 2 * MB + DRAIN_CAP);
    expect(await t.db.$count(clientRequests)).toBe(0);
    expect(storedFiles()).toEqual([]);
  });
});
