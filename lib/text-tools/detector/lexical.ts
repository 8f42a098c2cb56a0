import lmData from "./data/brown-lm.json";
import markers from "./data/llm-markers.json";
import { words } from "../segment";
import { PERSON_NAMES } from "./person-names";
import type { TextContext } from "./text-context";

/**
 * Lexical signal: density of words and phrases that corpus studies found over-used by LLMs (lists and sources in
 * data/llm-markers.json: Kobak et al. 2024, Juzek & Ward 2025, Liang et al. 2024, Wikipedia:Signs of AI writing via
 * blader/humanizer, antislop-sampler). Each list is its own feature so the fitted weights, not a guess, decide how
 * much a list counts (the fiction-biased antislop list should not weigh on an abstract like the Kobak words do).
 */
type Lists = {
  excessStyleWords: { items: string[] };
  focalWords: { items: string[] };
  peerReviewAdjectives: { items: string[] };
  wikipediaSigns: { groups: Record<string, string[]> };
  antislopTerms: { items: string[] };
  connectives: { items: string[] };
  contrastRegex: { items: string[] };
};
const L = (markers as unknown as { lists: Lists }).lists;

type Matcher = { grams: Set<string> };
const maxGram = { n: 1 };
function matcher(items: string[]): Matcher {
  const grams = new Set<string>();
  for (const raw of items) {
    const ws = words(raw);
    if (!ws.length) continue;
    maxGram.n = Math.max(maxGram.n, ws.length);
    grams.add(ws.join(" "));
  }
  return { grams };
}

const wikiItems = Object.values(L.wikipediaSigns.groups).flat();

export const LEXICON = {
  excessStyle: matcher(L.excessStyleWords.items),
  focal: matcher([...L.focalWords.items, ...L.peerReviewAdjectives.items]),
  wikipedia: matcher(wikiItems),
  antislop: matcher(L.antislopTerms.items.filter((t) => !PERSON_NAMES.has(t))),
  connectives: matcher(L.connectives.items),
};
const CONTRAST = L.contrastRegex.items.map((p) => new RegExp(p, "gi"));

// Kobak's excess words include everyday ones ("their", "into"); they count in the statistics, but the page only
// names markers that are not among the 1,500 most frequent Brown words.
const COMMON = new Set((lmData as { vocab: string[] }).vocab.slice(0, 1500));
export const isNotableMarker = (m: string) => m.includes(" ") || !COMMON.has(m);

export type MarkerHits = Record<keyof typeof LEXICON, string[]>;

// One index over every list: n-gram -> the lists it belongs to, so each text n-gram is looked up once.
const INDEX = new Map<string, (keyof typeof LEXICON)[]>();
for (const [name, m] of Object.entries(LEXICON) as [keyof typeof LEXICON, Matcher][]) {
  for (const g of m.grams) INDEX.set(g, [...(INDEX.get(g) ?? []), name]);
}
const MAX_N = Math.min(6, maxGram.n);

/** Marker words and phrases found, per list (lower-cased, repeats kept), matched on word n-grams of `ws`. */
export function findMarkers(_lowerText: string, ws: string[]): MarkerHits {
  const out = { excessStyle: [], focal: [], wikipedia: [], antislop: [], connectives: [] } as MarkerHits;
  for (let i = 0; i < ws.length; i++) {
    let gram = "";
    for (let n = 1; n <= MAX_N && i + n <= ws.length; n++) {
      gram = n === 1 ? ws[i]! : `${gram} ${ws[i + n - 1]!}`;
      const lists = INDEX.get(gram);
      if (lists) for (const name of lists) out[name].push(gram);
    }
  }
  return out;
}

export const LEX_FEATURES = ["excessStyle", "focal", "wikipedia", "antislop", "connectives", "contrast", "distinct", "sentenceOpeners"] as const;

const OPENER = /^(however|moreover|furthermore|additionally|overall|ultimately|consequently|notably|in conclusion|in summary|in addition|firstly|secondly|finally|importantly)\b/i;

export function lexFeatures(ctx: TextContext, hits = findMarkers(ctx.text.toLowerCase(), ctx.words)): number[] {
  const n = Math.max(1, ctx.words.length);
  const dens = (k: keyof MarkerHits) => Math.log1p((hits[k].length * 100) / n);
  const contrast = CONTRAST.reduce((a, re) => a + (ctx.text.match(re)?.length ?? 0), 0);
  const distinct = new Set(Object.values(hits).flat()).size;
  const openers = ctx.sentences.filter((s) => OPENER.test(s.text)).length;
  return [
    dens("excessStyle"),
    dens("focal"),
    dens("wikipedia"),
    dens("antislop"),
    dens("connectives"),
    Math.log1p((contrast * 100) / n),
    Math.log1p((distinct * 100) / n),
    ctx.sentences.length ? openers / ctx.sentences.length : 0,
  ];
}
