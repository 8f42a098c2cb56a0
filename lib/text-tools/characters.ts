/**
 * Characters that hide in text (browser-safe, no server imports): invisible format characters and Cyrillic or Greek
 * letters drawn like Latin ones. "AI bypass" tools insert them so that a detector's words stop matching its models;
 * the humanizer must never write them (verify.ts) and the detector reads past them (readableText).
 */
export const INVISIBLE = /[\u00AD\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\uFEFF\uE000-\uF8FF]/;
// The zero-width joiner inside an emoji sequence (👨‍👩‍👧, ❤️‍🔥, 🚶🏾‍♂️) is part of the emoji, not a hidden character
const EMOJI_JOINER = String.raw`(?<=[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F])\u200D(?=\p{Extended_Pictographic})`;
/** Hidden characters, emoji joiners left out. */
const HIDDEN_G = new RegExp(`(?!${EMOJI_JOINER})${INVISIBLE.source}`, "gu");
/** The text without the joiners of its emoji sequences (what is left of U+200D is a hidden character). */
export const withoutEmojiJoiners = (s: string) => s.replace(new RegExp(EMOJI_JOINER, "gu"), "");
/** Hidden characters other than the joiners of emoji sequences. */
export const hasInvisible = (s: string) => INVISIBLE.test(withoutEmojiJoiners(s));
export const HOMOGLYPH = /[A-Za-z][\u0370-\u03FF\u0400-\u04FF]|[\u0370-\u03FF\u0400-\u04FF][A-Za-z]/;
// Cyrillic and Greek letters that look like Latin ones, as used to fool detectors.
const LOOKALIKE: Record<string, string> = {
  а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ѕ: "s", ј: "j", ԁ: "d", ɡ: "g", һ: "h",
  А: "A", В: "B", Е: "E", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T", Х: "X", І: "I", Ј: "J", Ѕ: "S",
  ο: "o", Ο: "O", Α: "A", Β: "B", Ε: "E", Ζ: "Z", Η: "H", Ι: "I", Κ: "K", Μ: "M", Ν: "N", Ρ: "P", Τ: "T", Χ: "X", Υ: "Y",
};
const LOOKALIKE_IN_WORD = new RegExp(`(?<=[A-Za-z])[${Object.keys(LOOKALIKE).join("")}]|[${Object.keys(LOOKALIKE).join("")}](?=[A-Za-z])`, "g");

/** Removes invisible characters and look-alike letters hidden inside Latin words (input or output). */
export function sanitize(text: string): string {
  return text.replace(HIDDEN_G, "").replace(LOOKALIKE_IN_WORD, (c) => LOOKALIKE[c] ?? c);
}


const HIDDEN_AT = new RegExp(HIDDEN_G.source, "u");
const LOOKALIKE_LETTER = new RegExp(`[${Object.keys(LOOKALIKE).join("")}]`);
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * A word whose look-alike letters are disguise: it mixes them with Latin letters ("pаper"), or every one of its letters
 * has a Latin double, in a text mostly in Latin script ("оре" among English words). A Cyrillic or Greek word with a
 * letter of its own (Пушкин) and Greek notation ("Aβ") are left as they are.
 */
function disguised(word: string, latinText: boolean): boolean {
  if (!LOOKALIKE_LETTER.test(word)) return false;
  const letters = [...word].filter((c) => /\p{L}/u.test(c));
  if (letters.some((c) => CYRILLIC_OR_GREEK.test(c) && !(c in LOOKALIKE))) return false;
  return /[A-Za-z]/.test(word) || latinText;
}

export type ReadableText = {
  text: string;
  /** The offset in the pasted text of the character that produced this one (where a span starts). */
  toOriginal: (offset: number) => number;
  /** The offset in the pasted text just after the character that produced `offset - 1` (where a span ends). */
  toOriginalEnd: (offset: number) => number;
  hidden: number;
  lookalikes: number;
};

// Zero-width characters inside English words are how bypass tools break a detector's words apart; direction marks
// (around an Arabic name), a byte-order mark and a soft hyphen are what editors leave: dropped, not counted.
const COUNTED_HIDDEN = /[\u200B-\u200D\u2060-\u2064]/;
const LINE_OR_PARAGRAPH_SEPARATOR = /[\u2028\u2029]/;
const PRIVATE_USE = /[\uE000-\uF8FF]/;

/**
 * `text` as a reader sees it: invisible characters dropped (the joiners of emoji sequences kept), the line and
 * paragraph separators of Pages and InDesign read as line breaks, a private-use symbol (Word's Symbol-font bullet) as a
 * bullet, letters in compatibility forms (ligatures, full-width, mathematical) read as plain ones, look-alike letters of
 * disguised words read as Latin. Offsets map back code point by code point, so a highlight never cuts a surrogate pair.
 */
export function readableText(text: string): ReadableText {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latinText = (text.match(/\p{Script=Latin}/gu)?.length ?? 0) * 2 > letters;
  const keepJoiner = new Set<number>();
  for (const m of text.matchAll(new RegExp(EMOJI_JOINER, "gu"))) keepJoiner.add(m.index);
  let out = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let hidden = 0;
  let lookalikes = 0;
  // words are runs of letters and hidden characters, so a zero-width space inside a word does not cut it in two
  for (const m of text.matchAll(/[\p{L}\p{M}\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]+|[^]/gu)) {
    let chunk = "";
    const from: number[] = [];
    const to: number[] = [];
    let k = m.index;
    for (const c of m[0]) {
      const at = k;
      k += c.length;
      if (HIDDEN_AT.test(c) && !keepJoiner.has(at) && !LINE_OR_PARAGRAPH_SEPARATOR.test(c) && !PRIVATE_USE.test(c)) {
        if (COUNTED_HIDDEN.test(c)) hidden++;
        continue;
      }
      // compatibility forms read as their letters: a PDF's ligatures ("signiﬁcant"), full-width and mathematical letters
      const read = LINE_OR_PARAGRAPH_SEPARATOR.test(c) ? "\n" : PRIVATE_USE.test(c) ? "\u2022" : c.normalize("NFKC");
      chunk += read;
      for (let j = 0; j < read.length; j++) {
        from.push(at);
        to.push(k);
      }
    }
    if (disguised(chunk, latinText)) {
      // look-alikes are single UTF-16 units, as are their Latin doubles: the offsets stay in step
      lookalikes += [...chunk].filter((c) => c in LOOKALIKE).length;
      chunk = [...chunk].map((c) => LOOKALIKE[c] ?? c).join("");
    }
    out += chunk;
    starts.push(...from);
    ends.push(...to);
  }
  starts.push(text.length);
  const at = (xs: number[], i: number) => xs[Math.max(0, Math.min(i, xs.length - 1))]!;
  return {
    text: out,
    toOriginal: (i) => at(starts, i),
    toOriginalEnd: (i) => (i <= 0 ? 0 : i > ends.length ? text.length : at(ends, i - 1)),
    hidden,
    lookalikes,
  };
}
