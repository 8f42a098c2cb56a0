import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline } from "node:stream";
import zlib from "node:zlib";

/**
 * One HTTP(S) GET whose connection goes to the very address that was checked. Checking a name's addresses and then
 * letting fetch resolve it again when it connects leaves a gap: a name whose DNS answer changes between the two
 * resolutions (DNS rebinding) passes the check with a public address and connects to 127.0.0.1 or 169.254.169.254.
 * Here the name is resolved once, inside the socket's own `lookup`, and the socket connects to the address that
 * lookup checked and returned. TLS still verifies the certificate against the host name (servername), not the address.
 */

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to all its addresses; dns.lookup by default, injectable for tests. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;
/** Whether a connection to `address` (resolved from `host`, or the host's own literal) is allowed. */
export type AddressPolicy = (address: string, host: string) => boolean;

export type PinnedGetOptions = {
  signal: AbortSignal;
  isAllowed: AddressPolicy;
  resolve?: Resolver;
  headers?: Record<string, string>;
};

const defaultResolver: Resolver = (host) => dnsLookup(host, { all: true });

export class RefusedAddressError extends Error {}

/**
 * The `lookup` net.connect/tls.connect call instead of dns.lookup: every address of the name must pass the policy
 * (a name with one private address among public ones is refused too), and only the first checked address is handed
 * to the socket, also when it asks for all of them (Node 20's autoSelectFamily does), so nothing unchecked is tried.
 */
export function pinnedLookup(resolve: Resolver, isAllowed: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new RefusedAddressError(`${hostname} has no address`);
        const refused = addresses.find((a) => !isAllowed(a.address, hostname));
        if (refused) throw new RefusedAddressError(`${hostname} resolves to a refused address (${refused.address})`);
        const chosen = { address: addresses[0].address, family: isIP(addresses[0].address) === 6 ? 6 : 4 };
        if (options.all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, ""));
  };
}

/**
 * GET `u` (http or https) without following redirects. Resolves with the response once its head has arrived; the body
 * is left to the caller (readBody). The signal covers lookup, connect, head and body: when it fires, the request and
 * its response are destroyed. A fresh connection per request (agent: false), so no pooled socket skips the check.
 */
export function pinnedGet(u: URL, { signal, isAllowed, resolve = defaultResolver, headers = {} }: PinnedGetOptions): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    if (u.protocol !== "http:" && u.protocol !== "https:") return fail(new Error(`unsupported protocol ${u.protocol}`));
    const host = u.hostname.replace(/^\[|\]$/g, "");
    // net.connect does not call `lookup` for an address literal: check it here.
    if (isIP(host) && !isAllowed(host, host)) return fail(new RefusedAddressError(`refused address ${host}`));
    if (signal.aborted) return fail(signal.reason);
    const client = u.protocol === "https:" ? https : http;
    const req = client.request({
      protocol: u.protocol,
      hostname: host,
      port: u.port || undefined,
      path: `${u.pathname}${u.search}`,
      method: "GET",
      headers,
      agent: false,
      lookup: pinnedLookup(resolve, isAllowed),
      // the certificate is checked against the name, as before; only the address it connects to is pinned
      ...(u.protocol === "https:" && !isIP(host) ? { servername: host } : {}),
    });
    const abort = () => {
      req.destroy(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
      fail(signal.reason);
    };
    signal.addEventListener("abort", abort, { once: true });
    req.on("error", (err) => {
      signal.removeEventListener("abort", abort);
      fail(err);
    });
    req.on("response", (res) => {
      signal.removeEventListener("abort", abort);
      // from here on the signal ends the response (readBody reads it under the same signal)
      const stop = () => res.destroy(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
      signal.addEventListener("abort", stop, { once: true });
      res.once("close", () => signal.removeEventListener("abort", stop));
      done(res);
    });
    req.end();
  });
}

/** Discards a response (a redirect's body, a refused page) and closes its connection. */
export function discard(res: IncomingMessage): void {
  res.destroy();
}

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGunzip(),
  "x-gzip": () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * The decoded body, up to `maxBytes` (what is past the cap is not read: the truncated body is returned), or null for a
 * content encoding it cannot decode. Rejects when the response fails or the signal fires while reading.
 */
export async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const encoding = String(res.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  let source: AsyncIterable<Buffer> = res;
  if (encoding !== "identity" && encoding !== "") {
    const decoder = DECODERS[encoding];
    if (!decoder) {
      discard(res);
      return null;
    }
    const stream = decoder();
    pipeline(res, stream, () => {}); // an error on either side destroys the other, and the loop below throws
    source = stream as unknown as AsyncIterable<Buffer>;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > maxBytes) break;
      chunks.push(chunk);
    }
  } finally {
    res.destroy();
  }
  return Buffer.concat(chunks);
}
