/**
 * British spelling. The synonym table is written in American spelling ("colorful", "center", "analyzed"); a text
 * spelt the British way (as most Ghanaian writing is: "colour", "programme", "organise") gets its replacements in
 * the same spelling, so a rewrite never mixes the two.
 */
const BRITISH = /\b(?:colour|favour|honour|labour|behaviour|neighbour|harbour|rumour|humour|centre|theatre|programme|organis|realis|recognis|emphasis(?:e|es|ed|ing)\b|prioritis|analys(?:e|es|ed|ing)\b|travelled|travelling|cancelled|labelled|modelling|whilst|amongst|learnt|defence|licence|mould)/gi;
const AMERICAN = /\b(?:color|favor|honor|labor|behavior|neighbor|harbor|rumor|humor|center|theater|organiz|realiz|recogniz|emphasiz|prioritiz|analyz|traveled|traveling|canceled|labeled|modeling|defense|gotten)/gi;

/**
 * (twenty-fifth session) "gotten" only in a text that shows American spelling: the units written so far (the memory's)
 * and the paragraph around the replacement; elsewhere "got", which both spellings accept
 */
export function showsAmerican(written: readonly string[], around: string): boolean {
  // (search, not test: AMERICAN is global, and test would start where its last match ended)
  return [around, ...written].some((t) => t.search(AMERICAN) >= 0);
}

/** The text leans British: more British-only spellings than American-only ones. */
export const spelledBritish = (text: string) => (text.match(BRITISH) || []).length > (text.match(AMERICAN) || []).length;

const TO_BRITISH: Array<[RegExp, string]> = [
  [/\b(colo|favo|hono|labo|behavio|neighbo|harbo|rumo|humo)r/gi, "$1ur"],
  [/\bcenter/gi, "centre"],
  [/\bmold/gi, "mould"],
  [/\b(ana|para)lyz/gi, "$1lys"],
  [/\b(organ|real|recogn|emphas|priorit|minim|maxim|summar|categor|critic|util|special|normal|stabil|mobil)iz/gi, "$1is"],
  [/\bgotten\b/gi, "got"],
];

/** A replacement in British spelling (only the spellings the synonym table writes). */
export function toBritish(words: string): string {
  return TO_BRITISH.reduce((w, [re, rep]) => w.replace(re, rep), words);
}
