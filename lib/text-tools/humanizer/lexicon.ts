import { ROWS, type Kind, type Row } from "./lexicon-data";
import type { HumanizeStyle } from "./types";

/**
 * The synonym table compiled into a few alternations per style (split by first character, see `scan`), so a sentence
 * is scanned a fixed number of times whatever the table size.
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

function compile(style: HumanizeStyle, plainer: boolean) {
  const map = new Map<string, Matcher[]>();
  for (const row of ROWS) {
    if (row.styles && !row.styles.includes(style)) continue;
    // heavy's plainer rows are a pattern of their own: light and medium never match their keys, so a longer key of
    // theirs cannot hide a match of an older row there
    if (row.plainer && !plainer) continue;
    row.forms.forEach((form, i) => {
      const key = norm(form);
      const held = map.get(key);
      // the first row wins (rows are ordered from specific to general), unless a later one adds another sense
      if (held && !row.also) return;
      const ambiguous = row.forms.length === 5 && i === 2 && row.forms[3] === form;
      const reps = row.reps.map((r): string | [string, string] => {
        const past = r[i] ?? r[r.length - 1]!;
        return ambiguous && r[3] && r[3] !== past ? [past, r[3]] : past;
      });
      const matcher = { kind: row.kind, reps, row };
      if (held) held.push(matcher);
      else map.set(key, [matcher]);
    });
  }
  const keys = [...map.keys()].sort((a, b) => b.length - a.length);
  // Grouped by their first letters, up to four deep ("a(?:cross|lso)|b(?:...)"): at any position only the keys that
  // start with the letters there can match, so the result is the same as one flat list. A single pattern of the whole
  // table reached V8's 20 KB limit for optimising a regular expression (round 18: 19,970 characters in casual; past it
  // a scan is 10x slower), so the keys are split by their first character into parts of at most PART_SIZE characters
  // of pattern each: keys that start with different characters never match at the same position, and `scan` merges
  // the parts' matches exactly as the single pattern would have found them.
  const byFirst = new Map<string, string[]>();
  for (const k of keys) {
    const c = k[0]!;
    const g = byFirst.get(c);
    if (g) g.push(k);
    else byFirst.set(c, [k]);
  }
  const parts: string[][] = [];
  let part: string[] = [];
  for (const c of [...byFirst.keys()].sort()) {
    const g = byFirst.get(c)!;
    if (part.length && grouped([...part, ...g], 4).length > PART_SIZE) {
      parts.push(part);
      part = [];
    }
    part = [...part, ...g];
  }
  if (part.length) parts.push(part);
  const regexes = parts.map((p) => new RegExp(`(?<![\\w'’-])(?:${grouped(p.sort((a, b) => b.length - a.length), 4)})(?![\\w'’-])`, "gi"));
  return { map, regexes };
}

/** Characters of pattern per part of the table's pattern: well under V8's 20 KB, with room for the table to grow. */
const PART_SIZE = 12_000;

/**
 * The matches of the table's parts in `text`, exactly as one pattern of all their keys would find them: at each step
 * the earliest pending match is taken (two parts never match at the same position), the scan goes on from its end,
 * and a part whose pending match starts before that end searches again from there.
 */
export function scan(text: string, regexes: readonly RegExp[]): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const from = (re: RegExp, i: number) => {
    re.lastIndex = i;
    return re.exec(text);
  };
  const pending = regexes.map((re) => from(re, 0));
  for (;;) {
    let best = -1;
    for (let i = 0; i < pending.length; i++) {
      const m = pending[i];
      if (m && (best < 0 || m.index < pending[best]!.index)) best = i;
    }
    if (best < 0) break;
    const m = pending[best]!;
    found.push(m);
    const end = m.index + m[0].length;
    for (let i = 0; i < pending.length; i++) if (pending[i] && pending[i]!.index < end) pending[i] = from(regexes[i]!, end);
  }
  for (const re of regexes) re.lastIndex = 0;
  return found;
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

const compiled = new Map<string, ReturnType<typeof compile>>();
/** the table of a style; `plainer`: with heavy's plainer rows (lexicon-plainer.ts) */
export function lexiconFor(style: HumanizeStyle, plainer = false) {
  const id = `${style}|${plainer}`;
  let c = compiled.get(id);
  if (!c) compiled.set(id, (c = compile(style, plainer)));
  return c;
}
export const lookupKey = norm;

/** First words of every entry: a sentence may open with them without being taken for a name. */
export const LEXICON_HEADWORDS = new Set(ROWS.filter((r) => !r.plainer).flatMap((r) => r.forms.map((f) => norm(f).split(" ")[0]!)));

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
