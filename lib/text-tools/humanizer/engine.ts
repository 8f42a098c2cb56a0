import { imperfections } from "./imperfections";
import { LEGAL, lexical, STATISTICS } from "./lexical";
import { PLACEHOLDER_G, placeholdersIntact, placeholdersWhere, protect, restore } from "./protect";
import { plainness } from "./plainness";
import { datedPlaceholders } from "./result-tail";

import { verbatimScanner } from "./verbatim";
import { withoutEmojiJoiners } from "./verify";
import { newMemory, remember, writesAsOnePerson, type Made, type TextMemory } from "./repeats";
import { spelledBritish } from "./spelling";
import { makeRng, seedAfter, type Seed } from "./rng";
import { structure, type Unit } from "./structure";
import { style } from "./style";
import { joinWith, maskedSentences } from "./text-utils";
import { PROFILES, type HumanizeOptions } from "./types";

/** A figure: a span that starts with a digit or a currency sign ("73%", "GH₵ 2.1", "$40"). */
const NUMERIC = /^[\d$£€¥₵]|^GH₵/;
const numericPlaceholders = (spans: string[]) => placeholdersWhere(spans, NUMERIC);
/** A citation in brackets with a figure ("(Amoah, 2018)", "[12]"). */
const citedPlaceholders = (spans: string[]) => placeholdersWhere(spans, /^[([][^()[\]]*\d[^()[\]]*[)\]]$/);
/**
 * (review technical2) A figure, or a bracketed figure or statistic ("86%", "(R² = .31)", "(258 of 300 questionnaires)"),
 * not a citation "(Amoah, 2018)": a relative after one names the clause or the figure, not a noun.
 */
const FIGURE = new RegExp(`${NUMERIC.source}|^[([]\\s*[\\d.−-]|^[([][^()[\\]]*[=<>≤≥]`);
const figurePlaceholders = (spans: string[]) => placeholdersWhere(spans, FIGURE);
// (review technical2) A quotation closed by its own end mark ('"Work hard!"', '"Who has read it?"', '"I will come."'):
// a cut or a tail rewrite that leaves one last in its sentence adds a full stop after it ('... by shouting "Work
// hard!". This highlights ...'); the quotation's own mark ends the sentence.
const closedQuotePlaceholders = (spans: string[]) => placeholdersWhere(spans, /^["“‘'].*[.!?…]["”’']$/s);
/** The full stops a rewrite put after a self-closed quotation (none the source has after it) taken off again. */
function dropStopAfterQuote(srcMasked: string, outMasked: string, closed: string): string {
  if (!closed) return outMasked;
  return outMasked.replace(new RegExp(`([${closed}])\\.(?=\\s|$)`, "g"), (m, q: string) => (srcMasked.includes(m) ? m : q));
}

/**
 * The local humanizer: protect the spans that must not change, run the four stages (Structure, Lexical,
 * Imperfections, Style) sentence by sentence, then check every rewritten unit and put back the original wherever
 * a check fails. Deterministic: the random choices are seeded by the text and the options.
 */
export type LocalResult = { text: string; reverted: number };

const BAD_CHARS = /[\u00AD\u200B-\u200F\u2028-\u202F\u2060-\u2064\uFEFF]/;

/** altText(): the same sentences with word swaps only (Lexical + Style), the lighter fallback for preserveLength */
/** sepAfter: the white space written after the unit in the input (between it and the next unit) */
type Rewritten = { unit: Unit; srcText: string; outText: string; delta: number; altText: () => string; sepAfter: string };

/** The last sentence of a rewritten unit (its opener is what the next unit must not repeat). */
const lastSentence = (s: string) => s.split(/(?<=[.!?]["”’)]?)\s+/).pop() ?? "";

/**
 * Medium and heavy draw several rewrites of each unit (different synonyms, openers, contractions from the same
 * curated stages) and keep the plainest (plainness.ts: shorter words, fewer commas); ties keep the first.
 */
export const VARIANTS: Record<HumanizeOptions["strength"], number> = { light: 1, medium: 3, heavy: 4 };

/** The line after sentence j of unit ui, in its original ("src") or restructured ("out") sentences. */
function restOfLine(units: Unit[], ui: number, j: number, side: "src" | "out"): string {
  return [...units[ui]![side].slice(j + 1), ...units.slice(ui + 1).flatMap((u) => u[side])].join(" ");
}

/**
 * What a line needs from the whole text: the lengths of the sentences written so far and which of them hold a
 * semicolon (the rhythm), whether the text is a formal letter, and the words written so far (repeats.ts).
 */
type TextState = { lens: number[]; semis: number[]; formal: boolean; british: boolean; singular: boolean; memory: TextMemory };

// A letter to an office or an official ("Dear Sir/Madam", "Dear Hon. ...", "Yours faithfully") or a tribute to the dead:
// no contractions in the professional style either ("It hasn't been cleared" to a Municipal Chief Executive reads as
// careless, "You weren't merely a grandfather" in a funeral brochure as flippant)
// (a line's opening white space stops at its end: "^\s*" ran on from every line start over all the blank lines after it,
// quadratic in a text of 5,000 line breaks; a match across blank lines still starts at the last line start before it)
const TRIBUTE = /^[^\S\n\r\u2028\u2029]*(?:A\s+)?Tribute\b|\bRest\s+in\s+(?:perfect\s+)?peace\b|\bDa\s+yie\b|\bDue\s+ntoa\b|\bSleep\s+well\b|\bR\.?I\.?P\.?(?![\w.])|\bFare\s?(?:thee\s)?well\b|\bGone\s+too\s+soon\b|\bcalled\s+to\s+glory\b/im;
const FORMAL_LETTER = /^[^\S\n\r\u2028\u2029]*(?:Dear\s+(?:Sir|Madam|Hon\b|Honou?rable|Mr\b|Mrs\b|Ms\b|Dr\b|Prof\b|Professor|Rev\b)|To whom it may concern)|\bYours\s+(?:faithfully|sincerely|truly)\b|^[^\S\n\r\u2028\u2029]*Respectfully(?:\s+(?:yours|submitted))?,?\s*$/im;

function rewriteLine(line: string, options: HumanizeOptions, seed: Seed, doc: TextState): Rewritten[] {
  const { masked, spans, ranges } = protect(line);
  const rng = makeRng(seed);
  // "(β = 0.34, p < 0.01)" is masked before the stages run: whether the paragraph reports statistics is read here
  const ctx = { rng, seed, p: PROFILES[options.strength], style: options.style, numeric: numericPlaceholders(spans), stats: STATISTICS.test(line), legal: LEGAL.test(line), formal: doc.formal, british: doc.british, singular: doc.singular, memory: doc.memory };
  // the Structure stage sees the sentence lengths of the lines before (the rhythm of the whole text)
  const { sentences, seps } = maskedSentences(line, masked, ranges);
  const units = structure(sentences, { ...ctx, lens: doc.lens, semis: doc.semis, dated: datedPlaceholders(spans), cited: citedPlaceholders(spans), figures: figurePlaceholders(spans), marked: placeholdersWhere(spans, /^[^\p{L}\p{N}]/u) });
  // each unit's own separators: sentences the Structure stage kept as they were keep the white space between them
  let count = 0;
  const firsts = units.map((u) => (count += u.src.length) - u.src.length);
  const inner = (ui: number) => seps.slice(firsts[ui]!, firsts[ui]! + units[ui]!.src.length - 1);
  const joinOut = (ui: number, outs: string[]) => (outs.length === units[ui]!.src.length ? joinWith(outs, inner(ui)) : outs.join(" "));
  // a unit whose protected spans or digits do not survive intact is not rewritten at all
  const safe = (srcMasked: string, outMasked: string) =>
    placeholdersIntact(srcMasked, outMasked) && !/\d/.test(outMasked.replace(PLACEHOLDER_G, "")) && !BAD_CHARS.test(withoutEmojiJoiners(outMasked)) ? outMasked : srcMasked;
  const variants = VARIANTS[options.strength];
  const closed = closedQuotePlaceholders(spans);
  let lastOut = "";
  const rewritten = units.map((unit, ui) => {
    const srcMasked = joinWith(unit.src, inner(ui));
    const next = (j: number) => unit.out[j + 1] ?? units[ui + 1]?.out[0] ?? "";
    const later = (j: number) => restOfLine(units, ui, j, "out");
    const run = (c: typeof ctx) => {
      let prev = lastOut;
      const made: Made[] = [];
      const lc = { ...c, made };
      const outs = unit.out.map((s, j) => (prev = style(imperfections(lexical(s, lc, next(j), () => later(j), prev), c, prev, next(j)), c, prev)));
      return { text: safe(srcMasked, dropStopAfterQuote(srcMasked, joinOut(ui, outs), closed)), made };
    };
    // the first variant draws from the line's stream (so light, with one variant, is what it always was); the others
    // from their own seeds, so the line's stream and every other unit stay the same whatever is picked here
    let chosen = run(ctx);
    let best = plainness(chosen.text);
    for (let k = 1; k < variants; k++) {
      const alt = run({ ...ctx, rng: makeRng(seedAfter(seed, `|${ui}|${k}`)) });
      const cost = plainness(alt.text);
      if (cost < best - 1e-9) [chosen, best] = [alt, cost];
    }
    const outMasked = chosen.text;
    // (a unit later put back by preserveLength stays counted: the memory only makes later replacements more varied)
    remember(doc.memory, outMasked, outMasked === srcMasked ? [] : chosen.made);
    lastOut = lastSentence(outMasked);
    const srcText = restore(srcMasked, spans);
    const outText = restore(outMasked, spans);
    const sepAfter = seps[firsts[ui]! + unit.src.length - 1] ?? "";
    return { unit, srcText, outText, delta: outText.length - srcText.length, altText: () => altTexts()[ui]!, sepAfter };
  });
  // The word-swap-only fallback, only when preserveLength needs it: drawn after the full rewrite (so the rewrite does
  // not depend on it), for all the line's units at once and in order (so which unit asks first changes nothing).
  let alts: string[] | null = null;
  const altTexts = () =>
    (alts ??= units.map((unit, ui) => {
      const after = (j: number) => unit.src[j + 1] ?? units[ui + 1]?.src[0] ?? "";
      const later = (j: number) => restOfLine(units, ui, j, "src");
      const swapped = unit.src.map((s, j) => style(lexical(s, ctx, after(j), () => later(j)), ctx));
      return restore(safe(joinWith(unit.src, inner(ui)), joinWith(swapped, inner(ui))), spans);
    }));
  return rewritten;
}

export function humanizeLocal(text: string, options: HumanizeOptions): LocalResult {
  // (hashed once: every line's seed continues it, seedAfter in rng.ts)
  const seedBase = seedAfter(`${options.style}|${options.strength}|`, text);
  // Lines keep their own separators and leading/trailing spaces; sentences inside a line are rewritten.
  // (No protected span crosses a line break: every span pattern stops at one.)
  const parts = text.split(/(\n+)/);
  const doc: TextState = { lens: [], semis: [], formal: FORMAL_LETTER.test(text) || TRIBUTE.test(text), british: spelledBritish(text), singular: writesAsOnePerson(text), memory: newMemory() };
  // a fenced code block (``` or ~~~) is code, not prose: its lines and fences stay as they are; so do reference lists,
  // block quotations, headings, table rows and the set question (verbatim.ts)
  let fenced = false;
  const isVerbatim = verbatimScanner();
  const lines = parts.map((part, i) => {
    const fence = i % 2 === 0 && /^\s*(?:```|~~~)/.test(part);
    if (fence) fenced = !fenced;
    if (i % 2 === 1 || !part.trim() || fence || fenced || isVerbatim(part)) return { raw: part, lead: "", trail: "", rewritten: null as Rewritten[] | null };
    const lead = part.match(/^\s*/)![0];
    const trail = part.slice(part.trimEnd().length); // (/\s*$/ backtracked over every space of a long run)
    return { raw: part, lead, trail, rewritten: rewriteLine(part.trim(), options, seedAfter(seedBase, `|${i}`), doc) };
  });

  let reverted = 0;
  if (options.preserveLength) {
    // Keep within 10% of the input's length (aim inside 9.5%: the count is exact, and the final repair only strips
    // characters the engine never writes): revert units that moved the length the wrong way until it fits. (An 8% aim left a two-sentence text that opens "Furthermore, it is crucial to note that" unchanged: one
    // sentence rewritten came to 91.7%.)
    const all = lines.flatMap((l) => l.rewritten ?? []);
    let total = text.length + all.reduce((a, r) => a + r.delta, 0);
    const lo = text.length * 0.905, hi = text.length * 1.095;
    // The units whose rewrite made the least plainer go back first, each to its word swaps, then to its source,
    // before the next: reverting "significantly" and "provide" keeps "Furthermore, it is important to note that"
    // dropped (the biggest mover went first before, and a short stock paragraph kept its worst tell).
    const worth = (r: Rewritten) => Math.max(0, plainness(r.srcText) - plainness(r.outText));
    const ordered = [...all].sort((a, b) => worth(a) - worth(b) || (total > hi ? b.delta - a.delta : a.delta - b.delta));
    const step = (r: Rewritten, fallback: "alt" | "src") => {
      if ((total >= lo && total <= hi) || (total > hi && r.delta <= 0) || (total < lo && r.delta >= 0)) return;
      const text = fallback === "alt" ? r.altText() : r.srcText;
      const delta = text.length - r.srcText.length;
      if (Math.abs(delta) >= Math.abs(r.delta)) return;
      total += delta - r.delta;
      r.outText = text;
      r.delta = delta;
      if (fallback === "src") reverted++;
    };
    for (const r of ordered) {
      step(r, "alt");
      step(r, "src");
    }
  }

  const out = lines.map((l) => (l.rewritten ? l.lead + l.rewritten.map((r, i, all) => r.outText + (i < all.length - 1 ? r.sepAfter : "")).join("") + l.trail : l.raw)).join("");
  return { text: out, reverted };
}
