import { afterEach, describe, expect, it, vi } from "vitest";
import { FILE_TIMEOUT_MS, NETWORK_ERROR, TIMEOUT_MS, UPLOAD_TIMEOUT_ERROR, sendRequest } from "@/components/request-form/send-request";

/** Just enough of XMLHttpRequest for sendRequest; the last one created is kept so a test can fire its events. */
class FakeXhr {
  static last: FakeXhr;
  timeout = 0;
  responseType = "";
  responseText = "";
  status = 0;
  upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
}

function formWith(file: boolean) {
  const body = new FormData();
  body.set("name", "Ama");
  if (file) body.set("file", new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" }));
  return body;
}

afterEach(() => vi.unstubAllGlobals());

describe("sendRequest timeouts", () => {
  it("gives a request with a file 300 s and, when its upload times out, says so instead of blaming the connection", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const answer = sendRequest(formWith(true), () => {});
    expect(FakeXhr.last.timeout).toBe(FILE_TIMEOUT_MS);
    expect(FILE_TIMEOUT_MS).toBe(300_000);
    FakeXhr.last.ontimeout!();
    expect(await answer).toEqual({ ok: false, code: "upload_timeout", error: UPLOAD_TIMEOUT_ERROR });
    expect(UPLOAD_TIMEOUT_ERROR).toMatch(/took too long.*smaller file or a better connection/);
  });

  it("keeps the network message when the file was sent but no answer came, and without a file", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const afterUpload = sendRequest(formWith(true), () => {});
    FakeXhr.last.upload.onload!();
    FakeXhr.last.ontimeout!();
    expect(await afterUpload).toMatchObject({ code: "network", error: NETWORK_ERROR });

    const noFile = sendRequest(formWith(false), () => {});
    expect(FakeXhr.last.timeout).toBe(TIMEOUT_MS);
    FakeXhr.last.ontimeout!();
    expect(await noFile).toMatchObject({ code: "network", error: NETWORK_ERROR });
  });
});
