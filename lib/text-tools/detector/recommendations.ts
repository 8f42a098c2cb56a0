import type { DetectionServiceResult } from "../schema";
import type { TextContext } from "./text-context";
import { mean, std } from "./text-context";

/** Advice built from what the services found in this text, most useful first; never a generic list only. */
export function recommendations(ctx: TextContext, overall: number | null, services: DetectionServiceResult[]): string[] {
  const out: string[] = [];
  const ok = services.filter((s) => s.status === "success");
  const indicators = ok.flatMap((s) => s.indicators);
  const words = ctx.words.length;
  if (words < 50) out.push(`The text has only ${words} words; add more (150 or more) for a reliable result.`);
  const markers = indicators.filter((i) => i.startsWith("AI-associated wording:")).map((i) => i.replace("AI-associated wording: ", ""));
  if (markers.length) out.push(`Replace words that language models over-use, such as ${markers.slice(0, 4).join(", ")}, with plainer or more specific wording.`);
  const lens = ctx.sentenceWords.map((w) => w.length).filter((n) => n > 0);
  if (indicators.includes("Uniform sentence length"))
    out.push(`Vary sentence length: your sentences average ${mean(lens).toFixed(0)} words with a spread of only ${std(lens).toFixed(0)}; mix short, direct sentences with longer ones.`);
  if (indicators.includes("Many sentences open with formulaic connectives") || indicators.includes("Repetitive sentence openings"))
    out.push("Start sentences in different ways and drop stock transitions such as \"Moreover\" or \"Furthermore\" where the link is already clear.");
  if (indicators.includes("No contractions")) out.push("Contractions (it's, don't) and a personal voice make formal-sounding text read as more natural where the register allows.");
  if (indicators.some((i) => i.startsWith("Predictable word sequences") || i.startsWith("Evenly predictable")))
    out.push("The wording is very predictable: add concrete details, examples, names or numbers that only you would know.");
  const failed = services.filter((s) => s.status === "failed");
  if (failed.length) out.push(`${failed.map((s) => s.service).join(", ")} could not answer; run the analysis again later for a fuller picture.`);
  if (overall !== null && overall < 40 && out.length === (failed.length ? 1 : 0))
    out.push("The text reads as human-written to the detectors; no changes are needed for AI detection.");
  if (overall !== null && overall >= 70) out.push("Rewrite the passages flagged in Sentence Analysis in your own words before submitting.");
  if (overall !== null && overall >= 40 && overall < 70) out.push("The result is mixed: review the sentences with the highest probability in Sentence Analysis.");
  return out.slice(0, 6);
}
