import "server-only";

/**
 * A CMap (a font's ToUnicode or encoding) maps codes to text in ranges, and pdf.js stores every code of a range one by
 * one, up to 2^24 per range: a 1 KB PDF whose one ToUnicode range spans 16.7 million codes took 2.1 GB and 18 s to
 * read, three ranges 3.6 GB and 55 s (about 112 bytes a code). No filter is involved, so the inflation check did not
 * see it: the ranges of every CMap text are counted instead, at this many bytes a code, toward the same cap.
 */
export const CMAP_BYTES_PER_CODE = 128;
/** pdf.js refuses a range wider than this (MAX_MAP_RANGE) and reads no further in that section. */
const MAX_MAP_RANGE = 2 ** 24 - 1;

export const mayHoldCMapRanges = (text: string) => /begin(?:bf|cid)range/.test(text);

type Token = { kind: "string"; value: string } | { kind: "other"; value: string };

/** The tokens pdf.js's lexer reads (comments skipped; literal strings with nesting and escapes; hex strings). */
function* tokens(text: string): Generator<Token> {
  const re = /[\s\0]+|%[^\r\n]*|\(|<(?!<)[^>]*>?|<<|>>|[[\]{}]|\/[^\s\0/[\]<>(){}%]*|[^\s\0/[\]<>(){}%]+|[)>]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const t = m[0];
    if (/^[\s\0]|^%/.test(t)) continue;
    if (t === "(") {
      let depth = 1;
      let value = "";
      let i = re.lastIndex;
      for (; i < text.length && depth > 0; i++) {
        const c = text[i]!;
        if (c === "\\") {
          const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
          if (octal) value += String.fromCharCode(parseInt(octal[0], 8) & 255);
          else if (text[i + 1] !== "\r" && text[i + 1] !== "\n") value += { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" }[text[i + 1]!] ?? text[i + 1] ?? "";
          i += octal ? octal[0].length : 1;
          continue;
        }
        if (c === "(") depth++;
        else if (c === ")" && --depth === 0) break;
        value += c;
      }
      re.lastIndex = i + 1;
      yield { kind: "string", value };
    } else if (t.startsWith("<") && t !== "<<") {
      const hex = t.replace(/[^0-9A-Fa-f]/g, "");
      const padded = hex.length % 2 ? `${hex}0` : hex;
      yield { kind: "string", value: Buffer.from(padded, "hex").toString("latin1") };
    } else yield { kind: "other", value: t };
  }
}

// pdf.js's strToInt: 32-bit, as JavaScript's shift wraps
const strToInt = (s: string) => {
  let a = 0;
  for (let i = 0; i < s.length; i++) a = (a << 8) | s.charCodeAt(i);
  return a >>> 0;
};

/** How many codes pdf.js stores for the bfrange and cidrange sections of this text, read as pdf.js reads them. */
export function cmapRangeCodes(text: string): number {
  const it = tokens(text);
  const next = () => it.next().value as Token | undefined;
  let codes = 0;
  for (let t = next(); t; t = next()) {
    if (t.kind !== "other" || (t.value !== "beginbfrange" && t.value !== "begincidrange")) continue;
    const bf = t.value === "beginbfrange";
    // a section ends at its end keyword, or where pdf.js gives up on it (a token it does not expect, a range too wide)
    for (;;) {
      const low = next();
      if (!low || low.kind !== "string") break;
      const high = next();
      if (!high || high.kind !== "string") break;
      const width = strToInt(high.value) - strToInt(low.value);
      if (width > MAX_MAP_RANGE) break;
      const dst = next();
      if (!dst) break;
      const integer = dst.kind === "other" && /^[+-]?\d+$/.test(dst.value);
      if (bf && dst.kind === "other" && dst.value === "[") {
        let n = 0;
        for (let e = next(); e && !(e.kind === "other" && e.value === "]"); e = next()) n++;
        codes += Math.max(0, Math.min(width + 1, n));
      } else if (integer || (bf && dst.kind === "string")) codes += Math.max(0, width + 1);
      else break;
    }
  }
  return codes;
}
