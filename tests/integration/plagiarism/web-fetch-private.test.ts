import { lookup } from "node:dns/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchPageText, isPrivateAddress, WEB_LIMITS } from "@/lib/plagiarism/web-search";

// `hosts` plays the DNS records of names this machine cannot be relied on to have (as /etc/hosts would): the lookup
// answers the listed address, and the page fetch, which resolves a name only through this lookup, connects to it.
const dnsControl = vi.hoisted(() => ({ hang: false, hosts: {} as Record<string, string> }));
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = ((host: string, ...rest: unknown[]) =>
    dnsControl.hang ? new Promise(() => {}) : (real.lookup as (...a: unknown[]) => unknown)(dnsControl.hosts[host] ?? host, ...rest)) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

/**
 * The plagiarism checker fetches the pages a web search returns, so a page's address is chosen by whoever got it into
 * the results. Private addresses were refused by a pattern on the URL's host name only: an IPv4-mapped IPv6 literal
 * ([::ffff:127.0.0.1]), the unspecified address [::], a host name that resolves to a private address (this machine's
 * own name), and any redirect (fetch followed them without a check) all reached internal services. Each hop of the
 * fetch is now checked on the addresses it connects to. Redirect hops and DNS rebinding (a name whose answer changes
 * between the check and the connection) are tested in web-fetch-pinned.test.ts.
 */
let server: Server;
let port = 0;
const hostnameIsLoopback = (await lookup(os.hostname(), { all: true }).catch(() => [])).some((a) => a.address.startsWith("127.") || a.address === "::1");
const secret = "Internal metadata service: this text must never be fetched by the plagiarism checker for the public.";

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(secret);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
afterEach(() => vi.unstubAllGlobals());

describe("the web fetch of the plagiarism checker refuses private addresses", () => {
  it("the server answers on its private address when private hosts are allowed (the tests' own setting)", async () => {
    expect(await fetchPageText(`http://127.0.0.1:${port}/`, true)).toBe(secret);
  });

  it("refuses IPv4-mapped IPv6 and unspecified address literals", async () => {
    expect(await fetchPageText(`http://[::ffff:127.0.0.1]:${port}/`, false)).toBeNull();
    expect(await fetchPageText(`http://[::ffff:7f00:1]:${port}/`, false)).toBeNull();
    expect(await fetchPageText(`http://[::]:${port}/`, false)).toBeNull();
    expect(await fetchPageText(`http://0.0.0.0:${port}/`, false)).toBeNull();
  });

  it("classifies addresses: public ones pass, private, loopback, link-local and mapped ones do not", () => {
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "41.215.160.1"]) expect(isPrivateAddress(a), a).toBe(false);
    for (const a of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "::ffff:169.254.169.254", "fd00::1", "fe80::1", "not an address"])
      expect(isPrivateAddress(a), a).toBe(true);
  });

  // This used to be the only test of a name resolving to a private address, and it returned before asserting
  // anything on a machine whose own name is not a loopback alias: it now runs only where it can fail (reported as
  // skipped elsewhere), and the test below holds on every machine.
  it.runIf(hostnameIsLoopback)("refuses this machine's own name when it resolves to loopback", async () => {
    expect(await fetchPageText(`http://${os.hostname()}:${port}/`, true)).toBe(secret); // the name does reach the server
    expect(await fetchPageText(`http://${os.hostname()}:${port}/`, false)).toBeNull();
  });

  it("refuses a host name that resolves to a private address", async () => {
    const name = "intranet.example";
    dnsControl.hosts[name] = "127.0.0.1";
    try {
      expect((await lookup(name, { all: true })).map((a) => a.address)).toEqual(["127.0.0.1"]);
      expect(await fetchPageText(`http://${name}:${port}/`, true)).toBe(secret); // the name does reach the server
      expect(await fetchPageText(`http://${name}:${port}/`, false)).toBeNull();
    } finally {
      delete dnsControl.hosts[name];
    }
  });
});

describe("the address check of a page is bounded by the fetch's time limit", () => {
  it("a host name whose DNS lookup never answers is given up within the page timeout", async () => {
    dnsControl.hang = true;
    const saved = WEB_LIMITS.timeoutMs;
    WEB_LIMITS.timeoutMs = 300;
    try {
      const started = Date.now();
      expect(await fetchPageText("http://slow-dns.example/", false)).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      WEB_LIMITS.timeoutMs = saved;
      dnsControl.hang = false;
    }
  });
});
