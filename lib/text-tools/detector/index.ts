import "server-only";
import { pickEngine } from "../providers";
import type { DetectionResult, DetectionServiceResult } from "../schema";
import { analyzeLocally, failedService } from "./analyze";
import { confidenceModel } from "./local";
import { capForLength, combineAll, overallConfidence, toPercent } from "./combine";
import { looksNotEnglish, NOT_ENGLISH_CONFIDENCE } from "./english";
import { gptzeroConfigured, gptzeroDetect } from "./external/gptzero";
import { openaiJudge } from "./external/openai-judge";
import { saplingConfigured, saplingDetect } from "./external/sapling";
import type { ExternalVerdict } from "./external/types";
import { blankCitations } from "./citations";
import { blankEmphasis } from "./emphasis";
import { blankHeadings } from "./headings";
import { blankListMarkers } from "./list-markers";
import { recommendations } from "./recommendations";
import { restoreCase } from "./recase";
import { unwrapLines } from "./unwrap";
import { readableText } from "../characters";
import { blankReferences, withoutReferences } from "../references";

/**
 * The multi-detector analysis behind POST /api/detect: four local detectors always, plus the OpenAI judge
 * (OPENAI_API_KEY, within the daily cap), GPTZero (GPTZERO_API_KEY) and Sapling (SAPLING_API_KEY) when
 * configured, called in parallel. A failed or timed-out service is reported as failed; the rest still answer.
 */
export type DetectOptions = { localOnly?: boolean; disableLocal?: boolean };

export async function detectText(text: string, options: DetectOptions = {}): Promise<DetectionResult> {
  // invisible characters and look-alike letters are read past (and reported: characters.ts); a reference list is not
  // the writer's prose (names, years, journal titles): every detector reads the text without it, the local ones with
  // its lines blanked, so offsets still point into what the user pasted; so are in-text citations (citations.ts),
  // titles and section headings (headings.ts), list markers (list-markers.ts) and Markdown emphasis (emphasis.ts);
  // and the line breaks of a page's width are joined (unwrap.ts)
  const readable = readableText(text);
  const unwrapped = unwrapLines(blankCitations(blankReferences(readable.text)));
  const toOriginal = (offset: number) => readable.toOriginal(unwrapped.toOriginal(offset));
  // after unwrapping (which keeps items and headings on their own lines); a list's items are not headings
  const listed = blankListMarkers(unwrapped.text);
  // a text typed in lower case is read with its capitals restored (recase.ts); same length, same offsets
  const blanked = blankEmphasis(blankHeadings(listed.text, listed.itemStarts));
  const analysed = restoreCase(blanked);
  const local = analyzeLocally(analysed, listed.itemStarts);
  const prose = withoutReferences(readable.text, unwrapped.text);
  const services: DetectionServiceResult[] = options.disableLocal
    ? local.services.map((s) => failedService(s.service, new Error("disabled"), 0))
    : [...local.services];
  const localLogit = options.disableLocal ? null : local.localLogit;

  const externals: [string, () => Promise<ExternalVerdict>][] = [];
  if (!options.localOnly) {
    if (gptzeroConfigured()) externals.push(["GPTZero", () => gptzeroDetect(prose)]);
    if (saplingConfigured()) externals.push(["Sapling", () => saplingDetect(prose)]);
    const engine = await pickEngine();
    if (engine.engine === "openai") externals.push(["OpenAI LLM Judge", () => openaiJudge(prose, engine.config)]);
  }
  const answered = await Promise.all(
    externals.map(async ([service, call]): Promise<DetectionServiceResult> => {
      const t0 = performance.now();
      try {
        const v = await call();
        return { service, status: "success", ...v, responseTime: Math.round(performance.now() - t0) };
      } catch (err) {
        return failedService(service, err, performance.now() - t0);
      }
    }),
  );
  services.push(...answered);

  const ok = services.filter((s) => s.status === "success");
  const combined = combineAll(localLogit, answered.filter((s) => s.status === "success"));
  const z = combined === null ? null : capForLength(combined, local.ctx.words.length);
  // All failed: "basic analysis" = the sentence view around a neutral score, so the page still shows something.
  const overallScore = z === null ? 50 : toPercent(z);
  // a short text's sentences stop at the same band as its score (a 25-word text at 69 showed a sentence at 84)
  const sentenceCeiling = toPercent(capForLength(Infinity, local.ctx.words.length));
  const notEnglish = looksNotEnglish(prose);
  return {
    overallScore,
    overallConfidence: z === null ? 0 : Math.min(overallConfidence(confidenceModel(), z, ok.map((s) => s.aiProbability >= 50), local.ctx.words.length), notEnglish ? NOT_ENGLISH_CONFIDENCE : 99),
    successfulDetections: ok.length,
    totalDetections: services.length,
    detectionResults: services,
    sentenceAnalysis: local.sentences(z ?? 0).map((s) => ({
      ...s,
      text: shownSentence(analysed === blanked ? s.text : asTyped(s.text, blanked, s.start)),
      aiProbability: Math.min(s.aiProbability, sentenceCeiling),
      start: toOriginal(s.start),
      end: readable.toOriginalEnd(unwrapped.toOriginal(s.end - 1) + 1),
    })),
    recommendations: recommendations(local.ctx, z === null ? null : overallScore, services, notEnglish, readable),
  };
}

/** Blanked list markers and emphasis marks leave spaces ("Cost:   The price", "seamlessly , and"): shown as typed prose. */
function shownSentence(sentence: string): string {
  return sentence.replace(/[ \t]{2,}/g, " ").replace(/[ \t]+(?=[,.;:!?])/g, "");
}

/** A sentence of the recased text shown with the letters as they were typed (restoreCase only changes their case). */
function asTyped(sentence: string, typed: string, start: number): string {
  let out = "";
  for (let k = 0; k < sentence.length; k++) {
    const c = typed[start + k];
    out += c !== undefined && c !== sentence[k] && c.toLowerCase() === sentence[k]!.toLowerCase() ? c : sentence[k];
  }
  return out;
}
