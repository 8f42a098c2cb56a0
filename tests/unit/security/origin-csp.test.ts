import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildCsp, newNonce } from "@/lib/security/csp";
import { checkSameOrigin, withSameOrigin } from "@/lib/security/origin";
import { hashesOfHtml } from "@/lib/security/static-hashes";

const h = (o: Record<string, string>) => new Headers({ host: "site.test:3000", ...o });

describe("checkSameOrigin", () => {
  it("lets safe methods through whatever the headers say", () => {
    expect(checkSameOrigin("GET", h({ origin: "https://evil.example" })).ok).toBe(true);
  });
  it("accepts the site's own origin, also behind a proxy (X-Forwarded-Host)", () => {
    expect(checkSameOrigin("POST", h({ origin: "http://site.test:3000" })).ok).toBe(true);
    expect(checkSameOrigin("POST", new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": "www.site.test", origin: "https://www.site.test" })).ok).toBe(true);
  });
  it("refuses foreign, null, look-alike and non-http origins", () => {
    for (const origin of ["https://evil.example", "null", "", "http://site.test:3000.evil.example", "http://site.test", "file://", "not a url"]) {
      expect(checkSameOrigin("POST", h({ origin })).ok, origin).toBe(false);
    }
    expect(checkSameOrigin("DELETE", h({ origin: "https://evil.example" })).ok).toBe(false);
  });
  it("without Origin: accepted (non-browser client) unless Sec-Fetch-Site says cross-site or same-site", () => {
    expect(checkSameOrigin("POST", h({})).ok).toBe(true);
    expect(checkSameOrigin("POST", h({ "sec-fetch-site": "same-origin" })).ok).toBe(true);
    expect(checkSameOrigin("POST", h({ "sec-fetch-site": "cross-site" })).ok).toBe(false);
    expect(checkSameOrigin("POST", h({ "sec-fetch-site": "same-site" })).ok).toBe(false);
    expect(checkSameOrigin("POST", h({ origin: "http://site.test:3000", "sec-fetch-site": "cross-site" })).ok).toBe(false);
  });
  it("the wrapper answers 403 without calling the handler", async () => {
    let called = 0;
    const handler = withSameOrigin(async () => (called++, new Response("ok")));
    const res = await handler(new Request("http://site.test:3000/api/x", { method: "POST", headers: { origin: "null", host: "site.test:3000" } }));
    expect(res.status).toBe(403);
    expect(called).toBe(0);
  });
});

describe("CSP", () => {
  it("hashes exactly the inline scripts and styles, not external ones", () => {
    const html = `<script src="/_next/a.js"></script><script>self.__next_f.push([1])</script><style>a{}</style><script id="x">alert(1)</script>`;
    const sha = (s: string) => createHash("sha256").update(s).digest("base64");
    expect(hashesOfHtml(html)).toEqual({ scripts: [sha("self.__next_f.push([1])"), sha("alert(1)")], styles: [sha("a{}")] });
  });
  it("production policy: nonce or hashes, never unsafe-inline for scripts", () => {
    const nonce = newNonce();
    expect(nonce).not.toBe(newNonce());
    const csp = buildCsp({ nonce, scriptHashes: ["abc="] });
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'sha256-abc='`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self';");
  });
});
