import { ROWS, type Kind, type Row } from "./lexicon-data";
import type { HumanizeStyle } from "./types";

/**
 * The synonym table compiled into one alternation per style, so a sentence is scanned once whatever the table size.
 * A hit maps back to its row and form slot; verbs whose past and participle coincide ("stressed") pick the
 * replacement's past or participle ("showed" / "shown") from the words around the hit.
 */
export type Matcher = {
  kind: Kind;
  /** candidates; a pair [past, participle] when the slot is ambiguous */
  reps: Array<string | [string, string]>;
  row: Row;
};

const norm = (s: string) => s.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, " ");
// Keys are matched against matchView(text), where every white-space character is a plain space and a curly
// apostrophe a straight one (same length, so positions carry over): no "\s+" or "['’]" per key, which keeps the
// pattern under V8's limit (a phrase broken by a double space is simply not rewritten).
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const matchView = (s: string) => s.replace(/[\s’]/g, (c) => (c === "’" ? "'" : " "));

function compile(style: HumanizeStyle) {
  const map = new Map<string, Matcher>();
  for (const row of ROWS) {
    if (row.styles && !row.styles.includes(style)) continue;
    row.forms.forEach((form, i) => {
      const key = norm(form);
      if (map.has(key)) return; // the first row wins (rows are ordered from specific to general)
      const ambiguous = row.forms.length === 5 && i === 2 && row.forms[3] === form;
      const reps = row.reps.map((r): string | [string, string] => {
        const past = r[i] ?? r[r.length - 1]!;
        return ambiguous && r[3] && r[3] !== past ? [past, r[3]] : past;
      });
      map.set(key, { kind: row.kind, reps, row });
    });
  }
  const keys = [...map.keys()].sort((a, b) => b.length - a.length);
  // Grouped by their first letters, up to four deep ("a(?:cross|lso)|b(?:...)"): at any position only the keys that
  // start with the letters there can match, so the result is the same as one flat list, and the pattern stays well under V8's 20 KB limit
  // for optimising a regular expression (a flat list of this table crossed it: 10x slower scans).
  const regex = new RegExp(`(?<![\\w'’-])(?:${grouped(keys, 4)})(?![\\w'’-])`, "gi");
  return { map, regex };
}

/**
 * Alternation of keys (longest first), factored by their first `depth` letters; keys keep their relative order.
 * Groups of fewer than three keys stay written out: there a "(?:...)" costs more characters than it saves.
 */
function grouped(keys: string[], depth: number): string {
  if (depth === 0) return keys.map(escape).join("|");
  const groups = new Map<string, string[]>();
  const parts: Array<string | [string, string[]]> = [];
  for (const k of keys) {
    const c = k[0];
    if (k.length > 1 && c && /[a-z]/.test(c)) {
      let g = groups.get(c);
      if (!g) {
        groups.set(c, (g = []));
        parts.push([c, g]);
      }
      g.push(k.slice(1));
    } else parts.push(k);
  }
  // a key that is not grouped (one letter, or not starting with a letter) cannot compete with a grouped one at the
  // same position unless it starts with the same letter, which only one-letter keys do: those stay after their group
  return parts
    .map((p) => (typeof p === "string" ? escape(p) : p[1].length < 3 ? p[1].map((rest) => escape(p[0] + rest)).join("|") : `${p[0]}(?:${grouped(p[1], depth - 1)})`))
    .join("|");
}

const compiled = new Map<HumanizeStyle, ReturnType<typeof compile>>();
export function lexiconFor(style: HumanizeStyle) {
  let c = compiled.get(style);
  if (!c) compiled.set(style, (c = compile(style)));
  return c;
}
export const lookupKey = norm;

/** First words of every entry: a sentence may open with them without being taken for a name. */
export const LEXICON_HEADWORDS = new Set(ROWS.flatMap((r) => r.forms.map((f) => norm(f).split(" ")[0]!)));

const PERFECT_OR_PASSIVE = /\b(?:has|have|had|having|been|be|being|is|are|was|were|am|get|gets|got|it's|that's|he's|she's|'ve|'d)(?:\s+(?:not|also|already|just|recently|often|long|never|always|since|\w+ly))*\s+$/i;

const REDUCED_RELATIVE_VERB = /^\s+(?:include|includes|are|is|was|were|have|has|had|will|would|can|could|may|might|must|should|remain|remains|vary|varies|range|ranges)\b/;

/** Past or past participle for an ambiguous slot, judged from the text around the hit. */
export function pastOrParticiple(before: string, after: string, pair: [string, string]): string {
  if (PERFECT_OR_PASSIVE.test(before) || /^\s+by\b/.test(after)) return pair[1];
  // a participle after its noun, before the sentence's own verb: "the services provided include" -> "given include"
  if (/[a-z]\s$/i.test(before) && REDUCED_RELATIVE_VERB.test(after)) return pair[1];
  return pair[0];
}

const VOWEL_SOUND = /^(?:[aeiou]|hour|honest|honou?r|heir)/i;
/** "a"/"an" before a word, by its sound (close enough for the words of the table). */
export function article(nextWord: string, capital: boolean): string {
  const an = VOWEL_SOUND.test(nextWord) && !/^(?:one|once|use|usu|uni|ubi|eu|ewe)/i.test(nextWord);
  const a = an ? "an" : "a";
  return capital ? a[0]!.toUpperCase() + a.slice(1) : a;
}
