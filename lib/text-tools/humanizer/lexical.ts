import { article, lexiconFor, lookupKey, matchView, pastOrParticiple, scan } from "./lexicon";
import { SENTENCE_LIST_MARKER } from "./list-markers";
import { seedAfter, stablePick, type Rng, type Seed } from "./rng";
import { repeatCost, headWord, type Made, type TextMemory } from "./repeats";
import { showsAmerican, toBritish } from "./spelling";
import type { HumanizeStyle, StrengthProfile } from "./types";

/**
 * Stage 2, Lexical: replaces over-used LLM vocabulary and formal words with common ones from the curated table
 * (lexicon-data.ts). Replacements keep the original's capitalisation and fix a preceding "a"/"an".
 */
/**
 * stats: the paragraph reports statistics (read before its numbers were masked); british: the text is spelt the British
 * way; singular: the writer speaks as one person; memory: the words written so far in the whole text, and made: where
 * this rewrite records its replacements (repeats.ts)
 */
type Ctx = { rng: Rng; p: StrengthProfile; style: HumanizeStyle; seed?: string | Seed; stats?: boolean; british?: boolean; legal?: boolean; formal?: boolean; singular?: boolean; memory?: TextMemory; made?: Made[] };

/**
 * A paragraph that cites legislation ("section 65", "Act 29", "article 296"), a case, a judge or a reporting standard, or
 * states a legal duty ("the employer shall"). (rev6 review) Also a contract's capitalised defined party before "shall"
 * or "may" ("The Company shall also ensure", "the Employee may", "Either Party may terminate this MoU", "either party
 * may": had become "make sure", "end"), and a contract's "clause 4" / "clauses 4, 7 and 9"
 * (session 22 words review) a capitalised party before "may" only beside a word of a contract in the same paragraph:
 * an annual report's "The Company may need additional funding" and a news report's "The Party may soon change course"
 * (China's Communist Party) had frozen every word of their paragraphs; "shall" binds in any paragraph
 */
const CONTRACT_PARTY = String.raw`\b[Tt]he\s+(?:Part(?:y|ies)|Company|Employer|Employee|Vendor|Purchaser|Contractor|Consultant|Supplier|Lessor|Lessee|Licensor|Licensee|Landlord|Tenant|Buyer|Seller|Borrower|Lender|Guarantor|Assignor|Assignee)\s+`;
const CONTRACT_WORD = String.raw`\b(?:shall|hereby|herein|hereof|hereunder|hereto|thereof|pursuant|notwithstanding|Agreement|MoU|Memorandum|Contract|[Tt]erminat\w*|breach\w*|indemnif\w*|liab(?:le|ility|ilities)|obligations?|(?:written|prior)\s+notice|notice\s+in\s+writing|[Cc]lauses?\s+\d|[Ss]ub-?clause|Schedule|Annex|warrant(?:y|ies)|covenants?|the\s+Parties)\b`;
export const LEGAL = new RegExp(String.raw`\b(?:[Ee]ither|[Ee]ach|[Nn]either|[Bb]oth|[Aa]ny)\s+[Pp]arty\s+(?:shall|may)\b|${CONTRACT_PARTY}shall\b|\b[Tt]he\s+Parties\s+may\b|${CONTRACT_PARTY}may\b(?:(?=.*${CONTRACT_WORD})|(?<=${CONTRACT_WORD}.*))|` + /\b[Cc]lauses?\s+\d|\b(?:section|sections|article|articles|s\.|art\.)\s*\d|\bAct,?\s+\d{4}|\(Act\s+\d+\)|\b(?:person|persons|court|Minister|Commission|Authority|employer|employee|party|parties|tenant|landlord|applicant|State|President|Parliament|Board|officer|company|licensee|discretion|Act|law|contract|agreement)\s+shall\b|\b(?:IFRS|IAS|ISA|GAAP)\s?\d|\b[A-Z][\w.'’-]+\s+v\.?\s+[A-Z][\w'’-]+|\[\d{4}\]\s*\d*\s*[A-Z]{2,}|\b(?:JSC|JA)\b/.source);

/**
 * (rev5 review) a hypothesis's label also in the forms "H11:", "H₁2:", and, once masked (a label holds a digit), a
 * sentence that opens on a masked label and a colon before "There is" ("H₁2: There is a significant difference" had
 * become "a big difference")
 */
export const STATISTICS = /\b[pP]\s*[<=>≤≥]|\bH[0-9a₀-₉ₐ]{1,3}\s*:|^[\uE000-\uF8FF]\s*:\s*[Tt]here\s(?:is|are|will\sbe)\b|\bhypothes[ie]s\b|\bstatistical(?:ly)?\b|\b(?:CI|OR|HR|RR|SD|ANOVA)\b|confidence interval|odds ratio|t-test|chi-square|regression|\bcorrelat/;

/**
 * The text before a verb bound by "shall" (lexical's guard): right after it, after an adverb, an aside between commas or
 * "at all times", or joined to a first verb under it by "and"/"or"; never the first person's future ("I shall", "we
 * shall", "Shall we")
 */
const SHALL_VERB = /(?<!\b(?:I|[Ww]e)\s)\bshall\s+(?:(?:not|also|jointly|promptly|\w+ly|at\sall\stimes|at\sits\sown\s(?:cost|expense))\s+){0,2}$|(?<!\b(?:I|[Ww]e)\s)\bshall\s*,[^,.;:]{1,60},\s*(?:\w+ly\s+)?$|(?<!\b(?:I|[Ww]e)\s)\bshall\s[^.;:]*\s(?:and|or)\s$/i;

/** next: the sentence that follows (for rows whose change would break a pronoun there), "" at the end */
/**
 * later: the rest of the paragraph, asked for only by the few rows that read it (building it for every sentence costs);
 * prev: the sentence before, as rewritten (a replacement is not repeated from it: "voiced ... voiced ... voiced")
 */
export function lexical(sentence: string, ctx: Ctx, next = "", later: () => string = () => next, prev = ""): string {
  // in a paragraph of law or of a reporting standard every word may be a term of art ("establish a prima facie case",
  // "section 65 empowers", "natural consequences", "initially measured"): its words stay, only its structure changes
  if (ctx.legal) return sentence;
  const { map, regexes } = lexiconFor(ctx.style, ctx.p.plainerWords === true);
  let out = "";
  let pos = 0;
  for (const m of scan(matchView(sentence), regexes)) {
    const key = lookupKey(m[0]);
    const hits = map.get(key);
    if (!hits) continue;
    const start = m.index;
    const end = start + m[0].length;
    const before = sentence.slice(0, start);
    const after = sentence.slice(end);
    // (rev9 review) a list item's marker ("- ", "* ", a masked "2." or "(a)") comes before the item's first word: "-
    // Additionally, bring a pen" and "2. Additionally, ensure the pot ..." had become "Besides, ..." (a mid-sentence
    // row), which argues a point rather than adds a step
    const initial = !/\S/.test(before.replace(SENTENCE_LIST_MARKER, "").replace(/^["“‘(]+/, ""));
    // the first row of the key whose guards let it fire here (a key has several rows only for different senses)
    const hit = hits.find(({ row }) => {
      if (row.midOnly && initial) return false;
      if (row.heavyOnly && !ctx.p.heavyRows) return false;
      // (twenty-fifth session) heavy's plainer words never in a formal letter or a tribute ("grateful to receive your
      // quotation" is not "grateful to get")
      if (row.plainer && ctx.formal) return false;
      if (row.notAfter?.test(before) || row.notBefore?.test(after)) return false;
      if (row.baseNotBefore?.test(after) && key === row.forms[0]) return false;
      if (row.onlyAfter && !row.onlyAfter.test(before)) return false;
      if (row.onlyBefore && !row.onlyBefore.test(after)) return false;
      // (and the units written before: "capability approach" two paragraphs back)
      if (row.notInText && (row.notInText.test(`${prev} ${sentence} ${later()}`) || (ctx.memory?.written ?? []).some((w) => row.notInText!.test(w)))) return false;
      return !(row.notBeforeNext?.test(next) || row.notLater?.test(later()));
    });
    if (!hit) continue;
    // (rev6 review) the verb of a requirement or an obligation ("The system shall provide a dashboard", "shall notify the
    // student by SMS", "shall terminate"): what the text binds someone to do is its own term ("give a dashboard")
    // (and a second verb joined under the same "shall": "shall release the room and notify the student by SMS")
    // (session 22 words review) a first person's "shall" is the future, not a duty ("In this essay I shall demonstrate",
    // "We shall utilise a survey and demonstrate" had lost "show" and "use"); a duty's verb after an aside between
    // commas or "at all times" stays too ("The system shall, within 14 days, notify", "shall at all times maintain")
    if (SHALL_VERB.test(before)) continue;
    // (twenty-second session) a label before its colon ("Objective: ...", "3. Student concerns: ...") is a heading of
    // the text's form, as the other labels beside it ("Background:", "Methods:") are
    if (/^(?:\s[\w'’-]+){0,2}\s?:(?!\d)/.test(after) && (before.match(/\S+/g) ?? []).length <= 3 && !/[,;]/.test(before)) continue;
    if (/^[A-Z]{2,}/.test(m[0])) continue; // shouting or an acronym: leave it
    // in a sentence that reports statistics, "significant(ly)" is the technical term ("were significant (p < 0.05)")
    // (rev10 technical review) inside a phrase too: "had a significant impact on scores (p < .001)" had become "greatly
    // affected scores", "play a significant role" in a paragraph of correlations "play a large part"
    if (/\bsignifican/i.test(m[0]) && (ctx.stats || STATISTICS.test(sentence))) continue;
    // (round 22) a heavy-only row always fires (heavy's marker and plain chances are 1; round 23: at medium as well,
    // without medium's 0.9 chance of a plain row) and draws nothing from the line's stream: adding one changes only the
    // sentences it fires in, not every later draw of the text
    // (twenty-fifth session) so does a plainer row (heavy only)
    if (!hit.row.heavyOnly && !hit.row.plainer && !ctx.rng.chance(hit.kind === "marker" ? ctx.p.marker : ctx.p.plain)) continue;
    // the random pick first; if it would read badly here, the row's other candidates in turn
    const written = out + sentence.slice(pos, start);
    // a row that keeps its word in some texts ("despite": over-used, not foreign to people's writing) picks by the
    // text, not by the draw: the plainest of several draws would otherwise replace it every time
    // (round 21) so does a row marked `byText`, whose candidates are spread on purpose
    const keeps = hit.reps.includes(key) || hit.row.byText === true || hit.row.heavyOnly === true || hit.row.plainer === true;
    const first = keeps && ctx.seed !== undefined ? stablePick(hit.reps, seedAfter(ctx.seed, `|${key}|${sentence}`)) : ctx.rng.pick(hit.reps);
    const candidates = [first, ...hit.reps.filter((r) => r !== first)]
      .map((choice) => (typeof choice === "string" ? choice : pastOrParticiple(before, after, choice)))
      // a single writer's "This paper examines" does not become "We examine"
      .filter((r) => !(ctx.singular && /^we\b/i.test(r)));
    // words the text does not hold yet first; none the text already holds twice (repeats.ts)
    const cost = (r: string) => (ctx.memory ? repeatCost(ctx.memory, r, key) : 0);
    const chosen = [0, 1].flatMap((c) => candidates.filter((r) => cost(r) === c)).find((r) => readsWell(r, `${prev} ${written}`, after));
    if (chosen === undefined) continue;
    ctx.made?.push([headWord(chosen), key]);
    // (twenty-fifth session) "gotten" only where the text shows American spelling (the units written so far, this paragraph)
    const american = (r: string) => !/\bgotten\b/.test(r) || showsAmerican(ctx.memory?.written ?? [], `${prev} ${sentence} ${later()}`);
    const spelt = ctx.british ? toBritish(chosen) : american(chosen) ? chosen : chosen.replace(/\bgotten\b/g, "got");
    const rep = /^[A-Z]/.test(m[0]) ? spelt[0]!.toUpperCase() + spelt.slice(1) : spelt;
    out += sentence.slice(pos, start);
    // "a crucial step" -> "an important step": the article follows the new word, through Markdown emphasis too
    // ("a **crucial** pillar" had become "a **important** pillar")
    out = out.replace(/\b([Aa]n?)(\s+(?:\*{1,2}|_{1,2})?)$/, (_, a: string, sp: string) => article(rep, a[0] === "A") + sp);
    out += rep;
    pos = end;
  }
  return out + sentence.slice(pos);
}

/**
 * A replacement reads badly when it echoes a word already written in the sentence (replacements included: "findings
 * ... outcomes" must not become "results ... results") or about to come ("a clear, definitive answer" -> "a clear,
 * clear answer"), shares its stem with the words right after it ("in shaping the formation" -> "in forming the
 * formation"), or doubles the word at either edge ("alongside with" -> "along with with").
 */
function readsWell(rep: string, written: string, after: string): boolean {
  const head = headWord(rep);
  if (head.length >= 4 && new RegExp(`(?<![\\w'’-])${head}(?:s|es)?(?![\\w'’-])`, "i").test(`${written} ${after}`)) return false;
  if (head.length >= 5 && new RegExp(`(?<![\\w'’-])${head.slice(0, 4)}`, "i").test(after.slice(0, 16))) return false;
  // (rev9 review) nor with the word right before it ("to create innovative dishes" had become "to create creative
  // dishes")
  if (head.length >= 5 && new RegExp(`(?<![\\w'’-])${head.slice(0, 4)}[\\w'’-]*\\s+$`, "i").test(written.slice(-16))) return false;
  // another form of the same verb earlier or later ("Our results show that the network shows ...")
  // ("looking" after "I look forward to": -ing and -ed forms too, when a stem of four letters or more is left)
  const stripped = head.replace(/(?:es|s|ing|ed)$/, "");
  const stem = stripped.length >= 4 ? stripped : head.replace(/(?:es|s)$/, "");
  if (stem !== head && stem.length >= 4 && new RegExp(`(?<![\\w'’-])${stem}(?:s|es|ed|ing)?(?![\\w'’-])`, "i").test(`${written} ${after}`)) return false;
  const words = rep.toLowerCase().split(" ");
  return after.match(/^\s+([\w'’]+)/)?.[1]?.toLowerCase() !== words.at(-1) && written.match(/([\w'’]+)\s+$/)?.[1]?.toLowerCase() !== words[0];
}
