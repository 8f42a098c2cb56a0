import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { gptzeroDetect } from "@/lib/text-tools/detector/external/gptzero";
import { saplingDetect } from "@/lib/text-tools/detector/external/sapling";
import { chatCompletion } from "@/lib/text-tools/providers/openai";
import { ProviderError } from "@/lib/text-tools/errors";
import { chatAnswer, sendJson, startFakeServer, type FakeHandler } from "../helpers/fake-http";

/** One fake for all three APIs; each test sets what it answers. */
let handler: FakeHandler = (_req, res) => sendJson(res, 500, {});
let fake: Awaited<ReturnType<typeof startFakeServer>>;
const ENV = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_TIMEOUT_MS", "GPTZERO_API_KEY", "GPTZERO_BASE_URL", "SAPLING_API_KEY", "SAPLING_BASE_URL", "DETECTOR_SERVICE_TIMEOUT_MS", "OPENAI_DAILY_CALL_LIMIT"];
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));

beforeAll(async () => {
  fake = await startFakeServer((req, res) => handler(req, res));
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  fake.requests.length = 0;
});

const TEXT = "The committee met on Tuesday. It decided to delay the vote until more members could attend the meeting in person.";

// Short limits only where a test waits for a timeout; elsewhere a loaded machine may be slow to answer.
function configureAll(timeoutMs = 10_000) {
  process.env.OPENAI_API_KEY = "sk-test";
  process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
  process.env.GPTZERO_API_KEY = "gz-test";
  process.env.GPTZERO_BASE_URL = fake.url;
  process.env.SAPLING_API_KEY = "sap-test";
  process.env.SAPLING_BASE_URL = fake.url;
  process.env.DETECTOR_SERVICE_TIMEOUT_MS = String(timeoutMs);
  process.env.OPENAI_TIMEOUT_MS = String(timeoutMs);
}

describe("GPTZero adapter", () => {
  it("sends the documented request and reads class_probabilities", async () => {
    configureAll();
    handler = (_req, res) => sendJson(res, 200, { documents: [{ class_probabilities: { ai: 0.8, human: 0.1, mixed: 0.1 }, predicted_class: "ai", confidence_category: "high", sentences: [{ highlight_sentence_for_ai: true }] }] });
    const v = await gptzeroDetect(TEXT);
    expect(v.aiProbability).toBe(85);
    expect(v.confidence).toBe(90);
    const req = fake.requests[0]!;
    expect(req.url).toBe("/v2/predict/text");
    expect(req.headers["x-api-key"]).toBe("gz-test");
    expect(req.body).toEqual({ document: TEXT });
  });
  it("falls back to completely_generated_prob and maps 401 to api_key", async () => {
    configureAll();
    handler = (_req, res) => sendJson(res, 200, { documents: [{ completely_generated_prob: 0.2 }] });
    expect((await gptzeroDetect(TEXT)).aiProbability).toBe(20);
    handler = (_req, res) => sendJson(res, 401, { error: "Invalid API key" });
    await expect(gptzeroDetect(TEXT)).rejects.toMatchObject({ type: "api_key" });
  });
});

describe("Sapling adapter", () => {
  it("posts {key, text} and reads score", async () => {
    configureAll();
    handler = (_req, res) => sendJson(res, 200, { score: 0.93, sentence_scores: [{ sentence: "a", score: 0.95 }, { sentence: "b", score: 0.1 }] });
    const v = await saplingDetect(TEXT);
    expect(v.aiProbability).toBe(93);
    expect(v.indicators[0]).toMatch(/1 sentence scored 80%/);
    expect(fake.requests[0]!.url).toBe("/api/v1/aidetect");
    expect(fake.requests[0]!.body).toEqual({ key: "sap-test", text: TEXT });
  });
  it("a malformed answer is an error, not a score", async () => {
    configureAll();
    handler = (_req, res) => sendJson(res, 200, { nothing: true });
    await expect(saplingDetect(TEXT)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("OpenAI chat completions error types", () => {
  const cases: [string, FakeHandler, string][] = [
    ["quota", (_q, r) => sendJson(r, 429, { error: { message: "You exceeded your current quota, please check your plan and billing details.", type: "insufficient_quota" } }), "quota"],
    ["api_key", (_q, r) => sendJson(r, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } }), "api_key"],
    ["timeout", () => new Promise<void>(() => {}), "timeout"],
    ["server error", (_q, r) => sendJson(r, 503, { error: { message: "overloaded" } }), "network"],
  ];
  for (const [name, h, type] of cases) {
    it(`${name} → ${type}`, async () => {
      configureAll(type === "timeout" ? 400 : 10_000);
      handler = h;
      await expect(chatCompletion([{ role: "user", content: "hi" }])).rejects.toMatchObject({ type });
    });
  }
  it("connection refused → network", async () => {
    configureAll();
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";
    await expect(chatCompletion([{ role: "user", content: "hi" }])).rejects.toMatchObject({ type: "network" });
  });
  it("sends model, messages and the bearer key; returns the content", async () => {
    configureAll();
    handler = (_q, r) => sendJson(r, 200, chatAnswer("hello"));
    expect(await chatCompletion([{ role: "user", content: "hi" }], { temperature: 0 })).toBe("hello");
    const req = fake.requests[0]!;
    expect(req.url).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test");
    expect((req.body as { model: string }).model).toBe("gpt-4o-mini");
  });
});

describe("detectText with external services", () => {
  const route: (answers: { openai?: FakeHandler; gptzero?: FakeHandler; sapling?: FakeHandler }) => FakeHandler = (a) => (req, res) => {
    if (req.url.startsWith("/v1/chat")) return (a.openai ?? ((_q, r) => sendJson(r, 500, {})))(req, res);
    if (req.url.startsWith("/v2/predict")) return (a.gptzero ?? ((_q, r) => sendJson(r, 500, {})))(req, res);
    return (a.sapling ?? ((_q, r) => sendJson(r, 500, {})))(req, res);
  };

  it("full success: 7 services, all answered", async () => {
    configureAll();
    handler = route({
      openai: (_q, r) => sendJson(r, 200, chatAnswer(JSON.stringify({ aiProbability: 80, confidence: 70, reasoning: "Even tone.", indicators: ["uniform"] }))),
      gptzero: (_q, r) => sendJson(r, 200, { documents: [{ completely_generated_prob: 0.9 }] }),
      sapling: (_q, r) => sendJson(r, 200, { score: 0.7 }),
    });
    const r = await detectText(TEXT);
    expect(r.totalDetections).toBe(7);
    expect(r.successfulDetections).toBe(7);
    const judge = r.detectionResults.find((s) => s.service === "OpenAI LLM Judge")!;
    expect(judge).toMatchObject({ status: "success", aiProbability: 80, reasoning: "Even tone.", indicators: ["uniform"] });
  });

  it("partial: a timed-out and a failing service are reported failed while the rest answer", async () => {
    configureAll(1500);
    handler = route({
      openai: () => new Promise<void>(() => {}),
      gptzero: (_q, r) => sendJson(r, 401, { error: "bad key" }),
      sapling: (_q, r) => sendJson(r, 200, { score: 0.1 }),
    });
    const t0 = Date.now();
    const r = await detectText(TEXT);
    expect(Date.now() - t0).toBeLessThan(8000);
    expect(r.totalDetections).toBe(7);
    expect(r.successfulDetections).toBe(5);
    const failed = r.detectionResults.filter((s) => s.status === "failed").map((s) => s.service).sort();
    expect(failed).toEqual(["GPTZero", "OpenAI LLM Judge"]);
    for (const s of r.detectionResults.filter((x) => x.status === "failed")) expect(s.reasoning).toMatch(/Service unavailable/);
    expect(r.recommendations.join(" ")).toMatch(/could not answer/);
  });

  it("all failed: score 50 with zero confidence and the basic sentence analysis", async () => {
    configureAll();
    handler = route({});
    const r = await detectText(TEXT, { disableLocal: true });
    expect(r.successfulDetections).toBe(0);
    expect(r.overallScore).toBe(50);
    expect(r.overallConfidence).toBe(0);
    expect(r.sentenceAnalysis.length).toBe(2);
  });

  it("a judge that answers prose instead of JSON is a failed service", async () => {
    configureAll();
    delete process.env.GPTZERO_API_KEY;
    delete process.env.SAPLING_API_KEY;
    handler = route({ openai: (_q, r) => sendJson(r, 200, chatAnswer("I think it is AI.")) });
    const r = await detectText(TEXT);
    expect(r.totalDetections).toBe(5);
    expect(r.detectionResults.find((s) => s.service === "OpenAI LLM Judge")!.status).toBe("failed");
  });

  it("a reference list is left out: every detector reads the prose, the sentence view shows no entry", async () => {
    const refs = "\n\nReferences\n\nMensah, K. (2019). Utilizing robust methods to facilitate comprehensive analysis. Ghana Med J, 53(2), 45-67.\nOwusu, A., & Boateng, K. (2021). A pivotal study. Accra: UG Press.";
    configureAll();
    delete process.env.OPENAI_API_KEY;
    handler = route({ gptzero: (_q, r) => sendJson(r, 200, { documents: [{ completely_generated_prob: 0.2 }] }), sapling: (_q, r) => sendJson(r, 200, { score: 0.2 }) });
    const withRefs = await detectText(TEXT + refs);
    for (const req of fake.requests) expect(JSON.stringify(req.body)).not.toMatch(/Mensah|References/);
    expect(fake.requests.length).toBe(2);
    expect(withRefs.sentenceAnalysis.map((s) => s.text)).toEqual(["The committee met on Tuesday.", "It decided to delay the vote until more members could attend the meeting in person."]);
    // offsets still point into the text as pasted (the page highlights by them)
    for (const s of withRefs.sentenceAnalysis) expect((TEXT + refs).slice(s.start, s.end)).toBe(s.text);
    const plain = await detectText(TEXT);
    expect(withRefs.overallScore).toBe(plain.overallScore);
    // a text that is nothing but a reference list is still read as it is
    const onlyRefs = await detectText(refs.trim());
    expect(onlyRefs.sentenceAnalysis.length).toBeGreaterThan(0);
  });

  it("without keys only the four local detectors run and nothing is sent", async () => {
    const r = await detectText(TEXT);
    expect(r.totalDetections).toBe(4);
    expect(fake.requests).toHaveLength(0);
  });
});
