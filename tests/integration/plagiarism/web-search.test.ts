import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { braveProvider, distinctiveSentences, fetchPageText, webCandidates, WEB_LIMITS } from "@/lib/plagiarism/web-search";
import { useTestDatabase } from "../../helpers/db";
import { docByUrl, ORIGINAL_TEXT } from "../../fixtures/plagiarism/texts";

useTestDatabase();

/**
 * A local fake of the Brave Search API (GET /res/v1/web/search with X-Subscription-Token) that also serves the
 * result pages: one page holding a copied passage, one slow page, one oversized page, one PDF.
 */
const article = docByUrl("harmattan");
const queries: string[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, "http://x");
    if (url.pathname === "/res/v1/web/search") {
      if (req.headers["x-subscription-token"] !== "test-key") return void res.writeHead(401).end();
      queries.push(url.searchParams.get("q") ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(
        JSON.stringify({
          web: {
            results: [
              { title: "Harmattan <strong>explained</strong>", url: `${base}/pages/harmattan` },
              { title: "Slow page", url: `${base}/pages/slow` },
              { title: "Huge page", url: `${base}/pages/huge` },
              { title: "A PDF", url: `${base}/pages/pdf` },
            ],
          },
        }),
      );
    }
    if (url.pathname === "/pages/harmattan") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end(`<html><head><title>x</title><script>var a = 1;</script></head><body><h1>Weather</h1><p>${article.text}</p></body></html>`);
    }
    if (url.pathname === "/pages/slow") return void setTimeout(() => res.writeHead(200, { "content-type": "text/html" }).end(`<p>${article.text}</p>`), WEB_LIMITS.timeoutMs + 2000);
    if (url.pathname === "/pages/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end(`<p>${article.text}</p>`.padEnd(WEB_LIMITS.maxBytes + 10_000, " "));
    }
    res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.BRAVE_SEARCH_API_KEY = "test-key";
  process.env.BRAVE_SEARCH_URL = `${base}/res/v1/web/search`;
  process.env.WEB_SEARCH_ALLOW_PRIVATE_HOSTS = "1";
});

afterAll(async () => {
  delete process.env.BRAVE_SEARCH_API_KEY;
  delete process.env.BRAVE_SEARCH_URL;
  delete process.env.WEB_SEARCH_ALLOW_PRIVATE_HOSTS;
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe("web search (fake Brave API)", () => {
  it("queries distinctive sentences and reports the page that holds the copied passage", async () => {
    const r = await checkPlagiarism(article.text);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.length).toBeLessThanOrEqual(WEB_LIMITS.queries);
    expect(distinctiveSentences(article.text)).toContain(queries[0]);
    expect(r.sources.map((s) => s.url)).toEqual([`${base}/pages/harmattan`]);
    expect(r.sources[0]).toMatchObject({ title: "Harmattan explained", kind: "web" });
    expect(r.plagiarismPercentage).toBeGreaterThan(90);
    expect(r.report).toContain("web search");
  }, 20_000);

  it("skips slow, oversized and non-HTML pages without failing", async () => {
    expect(await fetchPageText(`${base}/pages/slow`)).toBeNull();
    expect(await fetchPageText(`${base}/pages/pdf`)).toBeNull();
    const huge = await fetchPageText(`${base}/pages/huge`);
    expect(huge === null || huge.length <= WEB_LIMITS.maxBytes).toBe(true);
  }, 20_000);

  it("refuses private addresses unless allowed, and survives a failing provider", async () => {
    expect(await fetchPageText(`${base}/pages/harmattan`, false)).toBeNull();
    const broken = braveProvider("wrong-key", `${base}/res/v1/web/search`);
    await expect(broken.search("x")).rejects.toThrow(/401/);
    expect(await webCandidates(broken, ORIGINAL_TEXT)).toEqual([]);
  });
});
