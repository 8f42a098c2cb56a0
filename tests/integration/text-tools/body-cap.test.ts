import { describe, expect, it } from "vitest";
import { POST as detectPost } from "@/app/api/detect/route";
import { POST as plagiarismPost } from "@/app/api/plagiarism/route";
import { useTestDatabase } from "../../helpers/db";

/**
 * The text tools refuse a body over 64 KB with 413, but only after reading all of it into one string
 * (request.text()): a client sending hundreds of megabytes (chunked, with no Content-Length) held them in the
 * server's memory before the refusal. The body is now read as it streams in and the reading stops past the cap.
 */
useTestDatabase();

/** A body of `total` bytes, produced as it is pulled; `pulled()` says how much the handler read. */
function streamingBody(total: number) {
  let sent = 0;
  const chunk = new TextEncoder().encode(`{"text":"${"a".repeat(65_536 - 10)}`);
  const filler = new Uint8Array(65_536).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const next = sent === 0 ? chunk : filler;
      sent += next.length;
      controller.enqueue(next);
    },
  });
  return { stream, pulled: () => sent };
}

describe("the text tools stop reading a body past their cap", () => {
  for (const [name, handler] of [["detect", detectPost], ["plagiarism", plagiarismPost]] as const) {
    it(`${name}: 413 after reading little more than the cap`, async () => {
      const body = streamingBody(200 * 1024 * 1024);
      const request = new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "10.77.7.7" }, body: body.stream, duplex: "half" } as RequestInit);
      const res = await handler(request);
      expect(res.status).toBe(413);
      expect(body.pulled()).toBeLessThan(1024 * 1024);
    }, 60_000);
  }
});

describe("reading the body as it streams in changes nothing else", () => {
  it("a body with a byte order mark is still read as JSON", async () => {
    const res = await detectPost(new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "10.77.7.8" }, body: `\uFEFF${JSON.stringify({ text: "" })}` }));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Please enter some text to analyze");
  });
});
