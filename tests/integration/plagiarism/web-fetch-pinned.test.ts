import { lookup } from "node:dns/promises";
import { createServer, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressPolicy, Resolver } from "@/lib/plagiarism/pinned-fetch";
import { fetchPageText, isPrivateAddress, WEB_LIMITS } from "@/lib/plagiarism/web-search";

// `answers` plays the DNS records of made-up names, one answer per lookup (rebinding is a name whose answer changes);
// `calls` counts the lookups of those names. Other names go to the real resolver.
const dnsControl = vi.hoisted(() => ({ answers: {} as Record<string, () => string>, calls: [] as string[] }));
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, ...rest: unknown[]) => {
    const answer = dnsControl.answers[host];
    if (!answer) return (real.lookup as (...a: unknown[]) => unknown)(host, ...rest);
    dnsControl.calls.push(host);
    const address = answer();
    return [{ address, family: address.includes(":") ? 6 : 4 }];
  }) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

/**
 * The address a page is fetched from must be the address that was checked. The check used to resolve the name, and
 * fetch resolved it again when it connected: a name answering a public address first and 127.0.0.1 (or the cloud
 * metadata address) next reached the internal service (DNS rebinding). The page's name is now resolved once, by the
 * socket's own lookup, which refuses a private address and hands the socket the address it checked, on every hop.
 *
 * Made-up names are answered by an injected resolver (fetchPageText's third argument) or by the mocked dns above;
 * `loopbackPlaysPublic` lets 127.0.0.1 stand for a public address where a test needs a reachable "public" server.
 */
const secret = "Internal metadata service: this text must never be fetched by the plagiarism checker for the public.";
const requests: string[] = [];
let server: Server;
let port = 0;
let tcp: TcpServer;
let tcpPort = 0;
const clientHellos: Buffer[] = [];

const loopbackPlaysPublic: AddressPolicy = (address) => address === "127.0.0.1" || !isPrivateAddress(address);

/** A resolver answering each name from a list of answers, one per lookup (the last one repeats); counts its calls. */
function scriptedResolver(answers: Record<string, string[]>) {
  const calls: string[] = [];
  const resolve: Resolver = async (host) => {
    calls.push(host);
    const list = answers[host];
    if (!list) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    const address = list[Math.min(calls.filter((h) => h === host).length - 1, list.length - 1)];
    return [{ address, family: address.includes(":") ? 6 : 4 }];
  };
  return { resolve, calls };
}

async function withTimeout<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const saved = WEB_LIMITS.timeoutMs;
  WEB_LIMITS.timeoutMs = ms;
  try {
    return await run();
  } finally {
    WEB_LIMITS.timeoutMs = saved;
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.headers.host} ${req.url}`);
    const url = new URL(req.url!, "http://x");
    const to = url.searchParams.get("to");
    if (url.pathname === "/redirect" && to) return void res.writeHead(302, { location: to }).end();
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain) return void (Number(chain[1]) > 0 ? res.writeHead(302, { location: `/chain/${Number(chain[1]) - 1}` }).end() : res.writeHead(200, { "content-type": "text/html" }).end("<p>End of the chain</p>"));
    if (url.pathname === "/page") return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<html><head><title>t</title></head><body><p>A public page &amp; its text</p></body></html>");
    if (url.pathname === "/gzip") return void res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(gzipSync("<p>Compressed page</p>"));
    if (url.pathname === "/huge") return void res.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(WEB_LIMITS.maxBytes + 100_000));
    if (url.pathname === "/pdf") return void res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
    if (url.pathname === "/missing") return void res.writeHead(404, { "content-type": "text/html" }).end("<p>Not found</p>");
    if (url.pathname === "/slow-head") return void setTimeout(() => res.writeHead(200, { "content-type": "text/plain" }).end("late"), 2000).unref();
    if (url.pathname === "/slow-body") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("first part ");
      return void setTimeout(() => res.end("second part"), 2000).unref();
    }
    res.writeHead(200, { "content-type": "text/plain" }).end(secret);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  // A bare TCP server for https: it keeps the TLS ClientHello (whose SNI names the host in clear) and hangs up.
  tcp = createTcpServer((socket) => socket.once("data", (d) => (clientHellos.push(d), socket.destroy())));
  await new Promise<void>((r) => tcp.listen(0, "127.0.0.1", r));
  tcpPort = (tcp.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await new Promise((r) => tcp.close(r));
});
beforeEach(() => {
  requests.length = 0;
  dnsControl.calls.length = 0;
});
afterEach(() => {
  dnsControl.answers = {};
  vi.unstubAllGlobals();
});

describe("DNS rebinding: the address checked is the address connected to", () => {
  it("a name answering a public address to the check and 127.0.0.1 afterwards is not fetched from 127.0.0.1", async () => {
    let answered = 0;
    dnsControl.answers["rebind.example"] = () => (answered++ === 0 ? "93.184.216.34" : "127.0.0.1");
    // Global fetch resolves a name again when it connects; undici's own resolution cannot be mocked here, so this stub
    // plays it with the same (mocked) DNS. The page fetch does not go through fetch any more.
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      if (dnsControl.answers[url.hostname]) url.hostname = (await lookup(url.hostname, { all: true }))[0].address;
      return realFetch(url, init);
    });
    // 93.184.216.34 is not this test's to control (nothing, a proxy, or a real site may answer): what matters is that
    // the local server is never asked and the secret never comes back.
    const text = await withTimeout(1000, () => fetchPageText(`http://rebind.example:${port}/secret`, false));
    expect(text).not.toBe(secret);
    expect(requests).toEqual([]);
    expect(dnsControl.calls).toEqual(["rebind.example"]); // resolved once, by the connection itself
  });

  it("the same with an injected resolver: one lookup, and the local server receives no request", async () => {
    const { resolve, calls } = scriptedResolver({ "rebind.example": ["93.184.216.34", "127.0.0.1"] });
    const text = await withTimeout(1000, () => fetchPageText(`http://rebind.example:${port}/secret`, false, { resolve }));
    expect(text).not.toBe(secret);
    expect(requests).toEqual([]);
    expect(calls).toEqual(["rebind.example"]);
  });

  it("connects to exactly the address it checked: one lookup per hop, later answers are never used", async () => {
    // First answer: 127.0.0.1 (standing for a public address here); any later answer would be an address where the
    // server is not, so the page arrives only if the connection used the first, checked answer.
    const { resolve, calls } = scriptedResolver({ "news.example": ["127.0.0.1", "192.0.2.1"], "mirror.example": ["127.0.0.1", "192.0.2.1"] });
    const to = encodeURIComponent(`http://mirror.example:${port}/page`);
    const text = await fetchPageText(`http://news.example:${port}/redirect?to=${to}`, false, { resolve, isAllowed: loopbackPlaysPublic });
    expect(text).toBe("A public page & its text");
    expect(calls).toEqual(["news.example", "mirror.example"]);
    expect(requests).toEqual([`news.example:${port} /redirect?to=${to}`, `mirror.example:${port} /page`]);
  });

  it("refuses a redirect hop to a name that resolves to a private address; the private page is not asked for", async () => {
    const { resolve, calls } = scriptedResolver({ "public.example": ["127.0.0.1"], "internal.example": ["127.0.0.1"] });
    // 127.0.0.1 stands for a public address for public.example only: for internal.example it is what it is, private.
    const isAllowed: AddressPolicy = (address, host) => (host === "public.example" && address === "127.0.0.1") || !isPrivateAddress(address);
    const url = `http://public.example:${port}/redirect?to=${encodeURIComponent(`http://internal.example:${port}/secret`)}`;
    expect(await fetchPageText(url, true, { resolve })).toBe(secret); // the chain does reach the secret when allowed
    requests.length = 0;
    calls.length = 0;
    expect(await fetchPageText(url, false, { resolve, isAllowed })).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^public\.example:\d+ \/redirect/);
    expect(calls).toEqual(["public.example", "internal.example"]);
  });

  it("judges names by their addresses, not their spelling: a public name starting with fc or fd is fetched", async () => {
    // The name filter once refused any host starting with "fc"/"fd" (meant for IPv6 literals), i.e. fdic.gov too.
    const { resolve } = scriptedResolver({ "fdic.example": ["127.0.0.1"], "fcbarcelona.example": ["127.0.0.1"] });
    expect(await fetchPageText(`http://fdic.example:${port}/page`, false, { resolve, isAllowed: loopbackPlaysPublic })).toBe("A public page & its text");
    expect(await fetchPageText(`http://fcbarcelona.example:${port}/page`, false, { resolve, isAllowed: loopbackPlaysPublic })).toBe("A public page & its text");
    // while an IPv6 unique-local literal and localhost names are still refused, without connecting
    expect(await fetchPageText(`http://[fd00::1]:${port}/page`, false)).toBeNull();
    expect(await fetchPageText(`http://api.localhost:${port}/page`, false, { resolve, isAllowed: loopbackPlaysPublic })).toBeNull();
  });

  it("refuses a name with any private address among public ones, without connecting", async () => {
    const resolve: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    expect(await fetchPageText(`http://mixed.example:${port}/secret`, false, { resolve })).toBeNull();
    expect(requests).toEqual([]);
  });

  it("checks an address literal directly, without a lookup", async () => {
    const { resolve, calls } = scriptedResolver({});
    expect(await fetchPageText(`http://127.0.0.1:${port}/secret`, false, { resolve })).toBeNull();
    expect(await fetchPageText(`http://[::ffff:7f00:1]:${port}/secret`, false, { resolve })).toBeNull(); // no name pattern catches this one
    expect(calls).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("https: the connection goes to the checked address and TLS still names the host (SNI)", async () => {
    const { resolve, calls } = scriptedResolver({ "secure.example": ["127.0.0.1", "192.0.2.1"] });
    clientHellos.length = 0;
    // the bare TCP server is no TLS server: the handshake fails (null), but it shows where and how the client connected
    expect(await fetchPageText(`https://secure.example:${tcpPort}/`, false, { resolve, isAllowed: loopbackPlaysPublic })).toBeNull();
    expect(calls).toEqual(["secure.example"]);
    expect(clientHellos).toHaveLength(1);
    expect(clientHellos[0].includes("secure.example")).toBe(true);
    // and a private answer is refused before any connection
    expect(await fetchPageText(`https://secure.example:${tcpPort}/`, false, { resolve: scriptedResolver({ "secure.example": ["10.0.0.1"] }).resolve })).toBeNull();
    expect(clientHellos).toHaveLength(1);
  });

  it("a lookup that never answers is given up within the page timeout", async () => {
    const started = Date.now();
    const text = await withTimeout(300, () => fetchPageText("http://slow-dns.example/", false, { resolve: () => new Promise(() => {}) }));
    expect(text).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("the pinned fetch keeps the page rules", () => {
  const local = (path: string) => `http://127.0.0.1:${port}${path}`;

  it("returns HTML as text, plain text as is, and decodes a gzip body", async () => {
    expect(await fetchPageText(local("/page"), true)).toBe("A public page & its text");
    expect(await fetchPageText(local("/secret"), true)).toBe(secret);
    expect(await fetchPageText(local("/gzip"), true)).toBe("Compressed page");
  });

  it("refuses other content types, error statuses and other protocols", async () => {
    expect(await fetchPageText(local("/pdf"), true)).toBeNull();
    expect(await fetchPageText(local("/missing"), true)).toBeNull();
    expect(await fetchPageText(`ftp://127.0.0.1:${port}/secret`, true)).toBeNull();
    expect(await fetchPageText("not a url", true)).toBeNull();
  });

  it("keeps the first 512 KB of an oversized page", async () => {
    const text = await fetchPageText(local("/huge"), true);
    expect(text).not.toBeNull();
    expect(text!.length).toBeGreaterThan(0);
    expect(text!.length).toBeLessThanOrEqual(WEB_LIMITS.maxBytes);
  });

  it("follows up to 5 redirects and gives up at the 6th", async () => {
    expect(await fetchPageText(local("/chain/5"), true)).toBe("End of the chain");
    expect(await fetchPageText(local("/chain/6"), true)).toBeNull();
  });

  it("gives up on a page whose head or body does not arrive within the timeout", async () => {
    const started = Date.now();
    expect(await withTimeout(300, () => fetchPageText(local("/slow-head"), true))).toBeNull();
    expect(await withTimeout(300, () => fetchPageText(local("/slow-body"), true))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
