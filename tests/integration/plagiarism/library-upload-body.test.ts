import { describe, expect, it, vi } from "vitest";
import * as libraryRoute from "@/app/api/admin/library/route";
import { addReferenceFile } from "@/lib/plagiarism/admin-actions";
import { listLibrary } from "@/lib/plagiarism/admin-queries";
import { useTestDatabase } from "@/tests/helpers/db";
import { requestContext } from "@/tests/helpers/next-request";
import { logIn } from "../admin-content/session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

useTestDatabase();

/** A body sent in chunks, without a Content-Length; `pulled` counts what the route read of it. */
function chunked(bytes: Uint8Array, contentType: string, repeat = 1) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= repeat) return controller.close();
      sent++;
      controller.enqueue(bytes);
    },
  });
  const request = new Request("http://localhost/api/admin/library", { method: "POST", body: stream, headers: { "content-type": contentType }, duplex: "half" } as RequestInit);
  return { request, pulled: () => sent * bytes.byteLength };
}

async function multipart(text: string, name: string) {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/plain" }));
  const response = new Response(form);
  return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get("content-type")! };
}

describe(`library upload bodies on ${process.env.TEST_DB_KIND}`, () => {
  it("refuses a chunked body past the limit as it streams in, without reading it all", async () => {
    requestContext.reset();
    await logIn();
    const { request, pulled } = chunked(new Uint8Array(1024 * 1024).fill(97), "multipart/form-data; boundary=x", 400);
    const response = await libraryRoute.POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "The file is larger than 10 MB." });
    expect(pulled()).toBeLessThan(20 * 1024 * 1024);
    expect((await listLibrary()).total).toBe(0);
  });

  it("still takes a small file sent in chunks", async () => {
    requestContext.reset();
    await logIn();
    const { bytes, type } = await multipart("Cocoa farmers in the Ashanti Region harvest twice a year, in the main and the light crop.", "cocoa.txt");
    const response = await libraryRoute.POST(chunked(bytes, type).request);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it("answers a clear refusal, not a thrown error, when the action is called with something other than a form", async () => {
    requestContext.reset();
    await logIn();
    for (const odd of [null, {}, "file", 42]) {
      expect(await addReferenceFile(odd as unknown as FormData)).toEqual({ ok: false, error: "Choose a PDF, DOCX or TXT file to upload." });
    }
  });
});
