/**
 * How plain a piece of prose reads, by measures that separate people's writing from a language model's for any
 * detector (not the product's detector): people use fewer long words and fewer commas. Lower is plainer. Used to
 * choose among several valid rewrites of the same sentences (engine.ts); the rewrites themselves all come from the
 * curated stages, so this only picks, it never invents wording.
 *
 * Counts, not rates: every candidate rewrites the same sentences, so the counts compare directly, and a rate such as
 * mean word length would reward padding with short words ("On top of that," over "Also," every time: a tell of its
 * own). Each extra word costs a little for the same reason.
 */
const WORD = /[A-Za-z][A-Za-z'’-]*/g;

export function plainness(s: string): number {
  const ws = s.match(WORD);
  if (!ws) return 0;
  let long = 0;
  let letters = 0;
  for (const w of ws) {
    const n = w.replace(/['’-]/g, "").length;
    letters += n;
    if (n >= 7) long++;
  }
  const commas = s.split(",").length - 1;
  return 2 * long + commas + 0.3 * ws.length + 0.02 * letters;
}
