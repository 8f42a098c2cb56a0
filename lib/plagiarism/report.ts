import { riskLevel, type RiskLevel } from "./bands";
import type { Analysis, SourceMatch } from "./engine";
import { tokenize } from "./normalize";
import { insideShare, quotedRanges } from "./quotations";
import { NOTHING_COMPARED_MESSAGE, PRIVATE_SOURCE_TITLE, type PlagiarismResult, type PlagiarismSource } from "./types";

export type View = "public" | "admin";
export type CheckScope = { documents: number; privateDocuments: number; web: boolean };

const fmt = (n: number) => n.toLocaleString("en-US");
const pct = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;
const words = (s: string) => tokenize(s).map((t) => t.word).join(" ");

/**
 * True when the passage appears word for word (ignoring case and punctuation) in the source, sentence by sentence: a
 * copied passage numbered as a list, repeated, or with a short interjection of the writer's between its sentences
 * ("I agree.") is still a word-for-word copy, not one "although some words differ"; so is a quotation after the
 * writer's own introduction in the same sentence ("The textbook is direct: “<copied sentence>”").
 */
export function isVerbatim(passage: string, source: string) {
  const src = words(source);
  const parts = passage
    .split(/(?<=[.!?])\s+|\n+/)
    // the writer's own words introducing a quotation ("The textbook is direct: “...") are not the source's
    .map((x) => words(x.replace(/^\s*(?:\d{1,3}[.)]|[-*•])\s+/, "").replace(/^[^"“”‘’\n]{0,100}[:,]\s*["“‘]/, "")))
    .filter((x) => x.split(" ").length >= 4);
  return parts.length > 0 && parts.every((x) => src.includes(x));
}

function opening(passage: string, n = 8) {
  // the writer's own opening quotation mark would double the advice's: “"Homer and ...”
  const parts = passage.trim().replace(/^["“”‘’'«»]+/, "").split(/\s+/);
  return parts.slice(0, n).join(" ") + (parts.length > n ? "…" : "");
}

function dateOf(d: string | Date | null | undefined) {
  return d ? new Date(d).toISOString() : undefined;
}
// A public check names an earlier submission by its day only: the exact time, to the millisecond, would single out
// one client's request to anyone who pasted their text.
const dayOf = (d: string | Date | null | undefined) => dateOf(d)?.slice(0, 10);

/** The answer's source entry; a private submission in a public check shows only its label and date. */
export function toSource(m: SourceMatch, textLength: number, view: View): PlagiarismSource {
  const matchPercentage = Math.round((1000 * m.chars) / Math.max(1, textLength)) / 10;
  const passages = m.spans.map((s) => ({ start: s.start, end: s.end }));
  if (m.doc.kind === "private" && view === "public") {
    return { title: PRIVATE_SOURCE_TITLE, url: null, matchedContent: "", matchPercentage, kind: "private", date: dayOf(m.doc.createdAt), passages };
  }
  return {
    title: m.doc.title,
    url: m.doc.url,
    matchedContent: m.matchedContent,
    matchPercentage,
    kind: m.doc.kind,
    ...(m.doc.kind === "private" ? { date: dateOf(m.doc.createdAt) } : {}),
    passages,
  };
}

function sourceName(s: PlagiarismSource) {
  if (s.kind === "private" && s.title === PRIVATE_SOURCE_TITLE) return `a private submission received on ${s.date?.slice(0, 10) ?? "an earlier date"}`;
  return `“${s.title}”`;
}

/** A fresh install (or a library emptied by staff) compares the text with nothing: 0% must not read as a clearance. */
const nothingCompared = (scope: CheckScope) => scope.documents + scope.privateDocuments === 0 && !scope.web;

/**
 * What was compared, in words. A public check does not say how many earlier submissions the business holds (that is
 * its volume of work, not the visitor's business); staff see the count.
 */
function checkedPhrase(scope: CheckScope, view: View): string {
  const refs = `${fmt(scope.documents)} reference document${scope.documents === 1 ? "" : "s"}`;
  if (!scope.privateDocuments) return refs;
  return view === "public" ? `${refs} and earlier submissions` : `${refs} and ${fmt(scope.privateDocuments)} earlier submission${scope.privateDocuments === 1 ? "" : "s"}`;
}

function recommendationsFor(text: string, analysis: Analysis, sources: PlagiarismSource[], risk: RiskLevel, scope: CheckScope, view: View): string[] {
  const out: string[] = [];
  const short = text.trim().length < 400 ? ["The text is short, so there is little to compare: check the complete document for a more reliable result."] : [];
  const quoted = analysis.quoted.length
    ? [`Quotations you marked and cited match ${analysis.quoted.length === 1 ? `“${analysis.quoted[0]!.doc.kind === "private" ? "an earlier submission" : analysis.quoted[0]!.doc.title}”` : `${analysis.quoted.length} sources`}; they are not counted as plagiarism. Keep quotations short and let your own words carry the argument.`]
    : [];
  if (nothingCompared(scope)) {
    out.push("The reference library is empty, so this text was not compared with anything and no percentage can be given. Ask us to check it against our library.");
    return [...out, ...short];
  }
  if (!sources.length) {
    // the earlier submissions were checked too ("the 0 documents checked" read as nothing compared when one was)
    out.push(`No passage of this text matches the ${checkedPhrase(scope, view)} checked${scope.web ? " or the web pages found for it" : ""}${analysis.quoted.length ? " apart from the cited quotations" : ""}. Keep a list of the sources you consulted and cite them where you use their ideas.`);
    return [...out, ...quoted, ...short];
  }
  if (risk === "high") out.push(`${pct(analysis.percentage)} of the text comes from other sources: rewrite those parts in your own words around your own argument, and keep direct quotations short.`);
  else if (risk === "medium") out.push(`${pct(analysis.percentage)} of the text matches other sources: revise or cite the passages below before you submit.`);
  for (const [i, s] of sources.slice(0, 3).entries()) {
    const m = analysis.sources[i];
    // the passage the source card shows (the longest), so the advice and the card quote the same words
    const first = m?.matchedContent ?? "";
    const where = m && m.spans.length > 1 ? `${m.spans.length} passages match; the longest, beginning “${opening(first)}”,` : `The passage beginning “${opening(first)}”`;
    if (m && m.doc.kind !== "private" && isVerbatim(first, m.doc.text)) {
      // Already in quotation marks (a cited one would not be counted): "put it in quotation marks" told the writer to
      // do what was done; what is missing is the citation.
      const longest = m.spans.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
      if (insideShare(longest, quotedRanges(text)) >= 0.5) {
        out.push(`${where} is copied word for word from ${sourceName(s)} and is in quotation marks, but no citation follows it: add the author, year and page right after the closing quotation mark, for example (Author, 2020, p. 12).`);
      } else {
        out.push(`${where} is copied word for word from ${sourceName(s)}: put it in quotation marks and cite the source, or rewrite it.`);
      }
    } else {
      out.push(`${where} follows ${sourceName(s)} closely although some words differ: paraphrasing keeps the source's ideas and structure, so cite it or restate the point in your own way.`);
    }
  }
  if (sources.length > 3) out.push(`${sources.length - 3} more source${sources.length > 4 ? "s" : ""} matched smaller passages; review each highlighted passage.`);
  if (sources.length >= 2) out.push(`The text combines passages from ${sources.length} different sources: make sure each one is cited where it is used.`);
  if (sources.some((s) => s.kind === "private")) out.push("Part of the text matches work already submitted to us: if it is your own earlier work, say so when you reuse it.");
  return [...out, ...quoted, ...short];
}

/** Turns the engine's analysis into the answer of POST /api/plagiarism. */
export function buildResult(text: string, analysis: Analysis, view: View, scope: CheckScope): PlagiarismResult {
  const plagiarismPercentage = analysis.percentage;
  const uniquenessPercentage = Math.round(10 * (100 - plagiarismPercentage)) / 10;
  const risk = riskLevel(plagiarismPercentage);
  const sources = analysis.sources.map((m) => toSource(m, analysis.textLength, view));
  const compared = !nothingCompared(scope);
  const checked = `Checked against ${checkedPhrase(scope, view)}${scope.web ? ", and pages found by web search" : ""}.`;
  const lines = [
    nothingCompared(scope)
      ? NOTHING_COMPARED_MESSAGE
      : sources.length
      ? `${pct(plagiarismPercentage)} of the text (${fmt(analysis.coveredChars)} of ${fmt(analysis.textLength)} characters) matches ${sources.length} source${sources.length === 1 ? "" : "s"}; ${pct(uniquenessPercentage)} is unique.`
      : `No matching passages found in the documents checked (${pct(uniquenessPercentage)} unique).`,
    // with nothing compared there is no risk to state
    ...(compared ? [`Risk level: ${risk}.`] : []),
    ...(analysis.quoted.length ? [`Quoted and cited passages (${fmt(analysis.quoted.reduce((n, q) => n + q.chars, 0))} characters) were found in their sources and are not counted.`] : []),
    ...sources.slice(0, 5).map((s) => `- ${s.title}${s.date && s.kind === "private" ? ` (${s.date.slice(0, 10)})` : ""}: ${pct(s.matchPercentage)} of the text.`),
    checked,
  ];
  return {
    plagiarismPercentage,
    uniquenessPercentage,
    riskLevel: risk,
    sources,
    recommendations: recommendationsFor(text, analysis, sources, risk, scope, view),
    report: lines.join("\n"),
    compared,
  };
}
