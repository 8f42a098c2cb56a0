/**
 * How plain a piece of prose reads, by measures that separate people's writing from a language model's for any
 * detector (not the product's detector): people use shorter, more common words and fewer commas per word. Lower is
 * plainer. Used to choose among several valid rewrites of the same sentences (engine.ts); the rewrites themselves
 * all come from the curated stages, so this only picks, it never invents wording.
 */
const WORD = /[A-Za-z][A-Za-z'’-]*/g;

export function plainness(s: string): number {
  const ws = s.match(WORD);
  if (!ws) return 0;
  let letters = 0;
  let long = 0;
  for (const w of ws) {
    const n = w.replace(/['’-]/g, "").length;
    letters += n;
    if (n >= 7) long++;
  }
  const commas = s.split(",").length - 1;
  return letters / ws.length + (2 * long) / ws.length + (2 * commas) / ws.length;
}
