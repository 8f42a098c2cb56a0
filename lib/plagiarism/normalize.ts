/**
 * Text normalisation shared by fingerprinting and alignment: Unicode folding, word tokens with their character
 * offsets in the original text, a light suffix-stripping stemmer, and a stop-word list. Stop words include common
 * filler adverbs ("really", "simply") because obfuscators insert and delete them freely; they carry no evidence.
 */

export type Token = { word: string; stem: string; start: number; end: number; content: boolean };

const STOP = new Set(
  (
    "a about above after again against all almost also although always am among an and another any anyone anything are " +
    "around as at away be became because become been before being below beside besides between both but by can cannot " +
    "could did do does doing done down during each either else enough even ever every few for from further get gets got " +
    "had has have having he her here hers herself him himself his how however i if in indeed into is it its itself just " +
    "least less let like made make many may me might mine more most much must my myself neither never no nor not now of " +
    "off often on once one only onto or other others otherwise our ours ourselves out over own perhaps quite rather " +
    "really same seem seemed seems shall she should simply since so some somehow something sometimes still such than " +
    "that the their theirs them themselves then there therefore these they this those though through thus to too toward " +
    "towards under until unto up upon us very was we well were what whatever when whenever where whereas whether which " +
    "while who whom whose why will with within without would yet you your yours yourself yourselves actually certainly " +
    "clearly basically truly surely merely generally obviously evidently definitely probably possibly apparently " +
    "thee thou thy thine ye hath doth shalt wilt art o oh upon whilst amongst"
  ).split(/\s+/),
);

export function isStopWord(word: string) {
  return STOP.has(word);
}

// Cyrillic and Greek letters drawn like Latin ones (lower case, and the lower case of capitals drawn alike: В, Н, М).
const LOOKALIKE: Record<string, string> = {
  а: "a", в: "b", е: "e", і: "i", ј: "j", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
  ѕ: "s", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l",
  α: "a", β: "b", ε: "e", ζ: "z", η: "n", ι: "i", κ: "k", μ: "m", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x",
  ϲ: "c", ϳ: "j",
};
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * Look-alike letters put in place of Latin ones ("соруіng" with a Cyrillic с, о, р, і) are read as the Latin letters,
 * in a word that mixes scripts or whose every letter has a Latin double. Otherwise a copy with its a, e, o swapped for
 * Cyrillic ones shared no word with its source and scored 0%. A Cyrillic or Greek word with a letter of its own
 * (Пушкин, λόγος) is left alone.
 */
function foldLookalikes(word: string): string {
  if (!CYRILLIC_OR_GREEK.test(word)) return word;
  const chars = [...word];
  if (!LATIN.test(word) && !chars.every((c) => c in LOOKALIKE || !/\p{L}/u.test(c))) return word;
  return chars.map((c) => LOOKALIKE[c] ?? c).join("");
}

/**
 * Lower-case, strip diacritics and fold typographic quotes so "Gógol" and "Gogol" compare equal; invisible format
 * characters inside a word (zero-width space and joiners, soft hyphen, word joiner) are dropped, and Latin
 * look-alikes from Cyrillic and Greek are read as Latin (foldLookalikes).
 */
export function foldWord(raw: string): string {
  return foldLookalikes(
    raw
      .replace(/\p{Cf}/gu, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'"),
  );
}

// Longest suffixes first; one is removed (after any plural "s") when a stem of at least 3 letters remains.
// "est" is left alone: harvest, forest and interest are not superlatives.
const SUFFIXES = [
  "ational", "fulness", "iveness", "ousness", "ization", "ation", "ement", "ingly", "ously", "ively", "fully",
  "ness", "ment", "ence", "ance", "able", "ible", "ship", "less", "ally", "edly", "ical", "ied", "ing", "ity", "ive",
  "ous", "ful", "ism", "ist", "ion", "ed", "er", "ly", "al",
];

function stripPlural(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return w.slice(0, -3) + "i";
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** A small, deterministic stemmer: enough to match inflected forms (walked/walks/walking). Not linguistics. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "").replace(/'/g, "");
  if (w.length <= 3) return w;
  w = stripPlural(w);
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (suffix === "ied") w += "i";
      break;
    }
  }
  // "stopp(ed)" -> "stop", "runn(ing)" -> "run"
  if (w.length > 3 && w[w.length - 1] === w[w.length - 2] && !/[aeiouls]/.test(w[w.length - 1])) w = w.slice(0, -1);
  // "make/mak(ing)": drop a final e so both forms meet
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

// A word is letters and digits with their combining marks; an invisible format character (\p{Cf}: zero-width space,
// zero-width (non-)joiner, soft hyphen, word joiner) between two letters stays inside the word. Without that, a copy
// with a zero-width space in every word ("pla\u200bgiarism") split each word in two and matched nothing: 0%.
export const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:\p{Cf}+[\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*(?:['\u2019]\p{L}[\p{L}\p{M}]*(?:\p{Cf}+\p{L}[\p{L}\p{M}]*)*)*/gu;

export type WordInfo = { word: string; stem: string; content: boolean };
// Folding and stemming the same few thousand words over and over dominates alignment time; remember them.
const memo = new Map<string, WordInfo>();
const MEMO_LIMIT = 200_000;

/** The folded word, its stem and whether it is a content word, for one match of WORD. */
export function wordInfo(raw: string): WordInfo {
  let info = memo.get(raw);
  if (!info) {
    const word = /^[a-z0-9]+$/.test(raw) ? raw : foldWord(raw);
    const base = word.replace(/'s$/, "");
    const content = !STOP.has(base) && !STOP.has(word) && (base.length > 1 || /\d/.test(base));
    info = { word, stem: stem(word), content };
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(raw, info);
  }
  return info;
}

/** Word tokens with offsets into the original string. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const { word, stem: s, content } = wordInfo(m[0]);
    tokens.push({ word, stem: s, start: m.index!, end: m.index! + m[0].length, content });
  }
  return tokens;
}

export function contentStems(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.content)
    .map((t) => t.stem);
}
