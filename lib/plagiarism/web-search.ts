import "server-only";
import { BlockList, isIP } from "node:net";
import type { CandidateDoc } from "./engine";
import { type AddressPolicy, discard, pinnedGet, readBody, type Resolver } from "./pinned-fetch";
import { segments } from "./sentences";

/**
 * Web search, when a provider key is configured: the most distinctive sentences of the text are queried, the
 * result pages fetched (with a timeout and a size cap) and handed to the same alignment stage as library documents.
 * One provider behind an interface; Brave Search (BRAVE_SEARCH_API_KEY) is the one implemented.
 */
export type WebResult = { title: string; url: string };
export interface WebSearchProvider {
  name: string;
  search(query: string): Promise<WebResult[]>;
}

export const WEB_LIMITS = { queries: 3, resultsPerQuery: 3, pages: 6, timeoutMs: 5000, maxBytes: 512 * 1024 };

export function braveProvider(apiKey: string, endpoint = process.env.BRAVE_SEARCH_URL || "https://api.search.brave.com/res/v1/web/search"): WebSearchProvider {
  return {
    name: "brave",
    async search(query) {
      const url = new URL(endpoint);
      url.searchParams.set("q", query);
      url.searchParams.set("count", String(WEB_LIMITS.resultsPerQuery));
      const res = await fetch(url, {
        headers: { accept: "application/json", "x-subscription-token": apiKey },
        signal: AbortSignal.timeout(WEB_LIMITS.timeoutMs),
      });
      if (!res.ok) throw new Error(`web search answered ${res.status}`);
      const body = (await res.json()) as { web?: { results?: Array<{ title?: string; url?: string }> } };
      return (body.web?.results ?? [])
        .filter((r): r is { title: string; url: string } => typeof r.url === "string" && /^https?:\/\//.test(r.url))
        .map((r) => ({ title: String(r.title ?? r.url).replace(/<[^>]+>/g, ""), url: r.url }))
        .slice(0, WEB_LIMITS.resultsPerQuery);
    },
  };
}

export function webSearchProvider(): WebSearchProvider | null {
  const key = process.env.BRAVE_SEARCH_API_KEY;
  return key ? braveProvider(key) : null;
}

/** Sentences with the most content words: the ones least likely to match by chance. */
export function distinctiveSentences(text: string, n = WEB_LIMITS.queries): string[] {
  return segments(text)
    .filter((s) => new Set(s.stems).size >= 5)
    .sort((a, b) => new Set(b.stems).size - new Set(a.stems).size)
    .slice(0, n)
    .map((s) => text.slice(s.start, s.end).split(/\s+/).slice(0, 32).join(" "));
}

// Names that always mean this machine, refused before any lookup. Everything else is judged by the address the
// connection resolves (pinned-fetch.ts): a name pattern cannot tell "fdic.gov" from an IPv6 literal "[fd00::1]".
const LOCAL_NAME = /^(localhost|.+\.localhost)\.?$/i;

/** Addresses a fetched page may not be on: loopback, private, link-local, shared, reserved, multicast, unspecified. */
const PRIVATE_RANGES = (() => {
  const list = new BlockList();
  const v4: Array<[string, number]> = [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 3]];
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, "ipv4");
  const v6: Array<[string, number]> = [["::", 127], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["2002::", 16], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8]];
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, "ipv6");
  return list;
})();

/** True for an address a page must not be fetched from (an IPv4-mapped IPv6 address counts as its IPv4 address). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** The test seams of fetchPageText: the resolver (dns.lookup by default) and the address policy (isPrivateAddress). */
export type PageFetchOptions = { resolve?: Resolver; isAllowed?: AddressPolicy };

const MAX_REDIRECTS = 5;

/**
 * Fetches a result page as plain text, or null (timeout, too large, not HTML/text, a private address). Whoever put the
 * page in the results chose its address: every hop (redirects are followed here) must be on a public address, by its
 * literal or by every address its name resolves to, and the connection goes to the address that was checked
 * (pinnedGet resolves the name once, in the socket's lookup), so a DNS answer that changes in between cannot redirect it.
 */
export async function fetchPageText(
  url: string,
  allowPrivateHosts = process.env.WEB_SEARCH_ALLOW_PRIVATE_HOSTS === "1",
  { resolve, isAllowed = (address) => !isPrivateAddress(address) }: PageFetchOptions = {},
): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const policy: AddressPolicy = allowPrivateHosts ? () => true : isAllowed;
  const headers = { accept: "text/html,text/plain", "accept-encoding": "identity", "user-agent": "node" }; // fetch's user agent, as before
  try {
    const signal = AbortSignal.timeout(WEB_LIMITS.timeoutMs);
    for (let hop = 0; ; hop++) {
      if (!/^https?:$/.test(u.protocol) || (!allowPrivateHosts && LOCAL_NAME.test(u.hostname))) return null;
      const res = await pinnedGet(u, { signal, isAllowed: policy, resolve, headers });
      const status = res.statusCode ?? 0;
      const location = status >= 300 && status < 400 ? res.headers.location : undefined;
      if (location) {
        discard(res);
        if (hop >= MAX_REDIRECTS) return null;
        u = new URL(location, u);
        continue;
      }
      const type = res.headers["content-type"] ?? "";
      if (status < 200 || status > 299 || !/text\/(html|plain)/.test(type)) {
        discard(res);
        return null;
      }
      const body = await readBody(res, WEB_LIMITS.maxBytes);
      if (!body) return null;
      const raw = body.toString("utf8");
      return type.includes("html") ? htmlToText(raw) : raw;
    }
  } catch {
    return null;
  }
}

const SKIPPED = new Set(["script", "style", "noscript", "svg", "head"]);
const BREAKS = /^(?:\/(?:p|div|li|h[1-6]|br|tr|section|article)|br\/?)$/;

/**
 * The visible text of a page, in one pass. (It was a chain of regular expressions, quadratic on a page the server does
 * not control: 500 KB of "<" with no ">" took 91 s, "<a " repeated 31 s, on the server's only thread.) A tag runs from
 * "<" to the next ">", a script, style, noscript, svg or head element to its closing tag; an unclosed "<" is text.
 */
export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  // where each skipped element's next closing tag ends (-1: none left), so that a thousand unclosed "<script>" do not
  // each search the rest of the page
  const closing = new Map<string, number>();
  let out = "";
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) break;
    const close = html.indexOf(">", open + 1);
    if (close < 0) break;
    out += html.slice(at, open);
    const tag = lower.slice(open + 1, close).trim();
    const name = /^[a-z0-9]+/.exec(tag)?.[0] ?? "";
    at = close + 1;
    if (SKIPPED.has(name)) {
      let end = closing.get(name);
      if (end === undefined || (end >= 0 && end <= at)) {
        const tagAt = lower.indexOf(`</${name}`, at);
        const tagEnd = tagAt < 0 ? -1 : html.indexOf(">", tagAt);
        closing.set(name, (end = tagEnd < 0 ? -1 : tagEnd + 1));
      }
      // an element never closed hides nothing after its tag (as before)
      if (end >= 0) {
        at = end;
        out += " ";
        continue;
      }
    }
    out += BREAKS.test(tag.split(/\s/)[0] ?? "") ? "\n" : " ";
  }
  out += html.slice(at);
  return out
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();
}

/** Candidate documents from the web for the alignment stage. Failures only shrink the list. */
export async function webCandidates(provider: WebSearchProvider, text: string): Promise<CandidateDoc[]> {
  const results = await Promise.all(distinctiveSentences(text).map((q) => provider.search(q).catch(() => [] as WebResult[])));
  const seen = new Set<string>();
  const unique = results.flat().filter((r) => !seen.has(r.url) && seen.add(r.url)).slice(0, WEB_LIMITS.pages);
  const pages = await Promise.all(unique.map(async (r) => ({ r, text: await fetchPageText(r.url) })));
  return pages
    .filter((p): p is { r: WebResult; text: string } => !!p.text)
    .map(({ r, text: body }) => ({ id: `web:${r.url}`, title: r.title, url: r.url, text: body, kind: "web" as const }));
}
