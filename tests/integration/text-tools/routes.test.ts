import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as detectPost } from "@/app/api/detect/route";
import { createToolRoute, RATE_LIMIT_MESSAGE } from "@/lib/text-tools/route";
import { chatCompletion, pickEngine } from "@/lib/text-tools/providers";
import { paidCallsToday, reservePaidCall } from "@/lib/text-tools/providers/daily-cap";
import { plagiarismBodySchema } from "@/lib/plagiarism/request";
import { detectRequestSchema, humanizeRequestSchema, TEXT_LIMIT_MESSAGE } from "@/lib/text-tools/schema";
import { useTestDatabase } from "../../helpers/db";
import { chatAnswer, sendJson, startFakeServer, type FakeHandler } from "../../helpers/fake-http";

useTestDatabase();

let ipCounter = 0;
/** Each test uses its own client IP so rate-limit counters don't leak between tests. */
function post(handler: (r: Request) => Promise<Response>, body: string, ip = `10.0.0.${++ipCounter}`) {
  return handler(new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body }));
}

const ENV = ["TOOLS_RATE_LIMIT_PER_MIN", "OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_TIMEOUT_MS", "OPENAI_DAILY_CALL_LIMIT"];
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

let handler: FakeHandler = (_q, r) => sendJson(r, 500, {});
let fake: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  fake = await startFakeServer((q, r) => handler(q, r));
});
afterAll(() => fake.close());

describe(`POST /api/detect bad input on ${process.env.TEST_DB_KIND}`, () => {
  const cases: [string, string, RegExp | string][] = [
    ["not JSON", "{text: nope", "Request body must be JSON"],
    ["empty body", "", "Request body must be JSON"],
    ["JSON array", "[1,2]", "Request body must be a JSON object"],
    ["JSON null", "null", "Request body must be a JSON object"],
    ["missing text", "{}", "Missing field: text"],
    ["text a number", '{"text":5}', "text must be a string"],
    ["text an object", '{"text":{"a":1}}', "text must be a string"],
    ["blank text", '{"text":"  \\n "}', "Please enter some text to analyze"],
    ["text with no letters", '{"text":"!!! 🙂 ..."}', "Please enter some text to analyze"],
    ["over 5,000 characters", JSON.stringify({ text: "a".repeat(5001) }), TEXT_LIMIT_MESSAGE],
  ];
  for (const [name, body, error] of cases) {
    it(`${name} → 400`, async () => {
      const res = await post(detectPost, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(error);
    });
  }
  it("a huge body → 413, not a crash", async () => {
    const res = await post(detectPost, JSON.stringify({ text: "a".repeat(200_000) }));
    expect(res.status).toBe(413);
  });
  it("exactly 5,000 characters is accepted and answers the contract", async () => {
    const res = await post(detectPost, JSON.stringify({ text: "The river rose again this spring. ".repeat(200).slice(0, 5000) }));
    expect(res.status).toBe(200);
    const { detectionResult: d } = await res.json();
    expect(d.totalDetections).toBe(d.detectionResults.length);
    expect(d.sentenceAnalysis.length).toBeLessThanOrEqual(8);
    expect(d.overallScore).toBeGreaterThanOrEqual(0);
    expect(d.overallScore).toBeLessThanOrEqual(100);
  });
});

describe("other methods than POST", () => {
  it("get 405 with a sentence and Allow: POST on the three tool routes", async () => {
    const routes = await Promise.all([import("@/app/api/detect/route"), import("@/app/api/humanize/route"), import("@/app/api/plagiarism/route")]);
    for (const route of routes) {
      for (const method of [route.GET, route.PUT, route.PATCH, route.DELETE]) {
        const res = method();
        expect(res.status).toBe(405);
        expect(res.headers.get("allow")).toBe("POST");
        expect(await res.json()).toEqual({ error: 'This endpoint takes POST with a JSON body such as {"text": "..."}.', errorType: "invalid_input" });
      }
    }
  });
});

describe("the humanize and plagiarism schemas through the route helper", () => {
  const echo = (schema: typeof humanizeRequestSchema | typeof plagiarismBodySchema) =>
    createToolRoute({ tool: "humanize", schema, failureMessage: "Failed", handle: (input) => ({ success: true, input }) });
  it("humanize: wrong option types → 400; defaults applied", async () => {
    expect((await post(echo(humanizeRequestSchema), '{"text":"hi","options":{"strength":"max"}}')).status).toBe(400);
    expect((await post(echo(humanizeRequestSchema), '{"text":"hi","options":"fast"}')).status).toBe(400);
    const ok = await (await post(echo(humanizeRequestSchema), '{"text":"hi"}')).json();
    expect(ok.input.options).toEqual({ style: "professional", strength: "medium", preserveLength: true });
  });
  it("plagiarism: blank → 400 with its message", async () => {
    const res = await post(echo(plagiarismBodySchema), '{"text":""}');
    expect(await res.json()).toMatchObject({ error: "Please enter some text to check for plagiarism." });
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After after TOOLS_RATE_LIMIT_PER_MIN requests from one IP; other IPs still pass", async () => {
    process.env.TOOLS_RATE_LIMIT_PER_MIN = "3";
    const body = JSON.stringify({ text: "A short text to analyze." });
    for (let i = 0; i < 3; i++) expect((await post(detectPost, body, "192.0.2.7")).status).toBe(200);
    const res = await post(detectPost, body, "192.0.2.7");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await res.json()).error).toBe(RATE_LIMIT_MESSAGE);
    expect((await post(detectPost, body, "192.0.2.8")).status).toBe(200);
  });
  it("defaults to 20 a minute", async () => {
    delete process.env.TOOLS_RATE_LIMIT_PER_MIN;
    const body = JSON.stringify({ text: "Another short text." });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(detectPost, body, "192.0.2.20")).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
  it("bad input is refused before it counts", async () => {
    process.env.TOOLS_RATE_LIMIT_PER_MIN = "1";
    for (let i = 0; i < 3; i++) expect((await post(detectPost, "{}", "192.0.2.30")).status).toBe(400);
    expect((await post(detectPost, '{"text":"fine"}', "192.0.2.30")).status).toBe(200);
  });
});

describe("provider errors through the route helper (fake OpenAI server)", () => {
  const route = createToolRoute({
    tool: "humanize",
    schema: detectRequestSchema,
    failureMessage: "Failed to humanize text. Please try again.",
    handle: async ({ text }) => ({ success: true, data: { humanizedText: await chatCompletion([{ role: "user", content: text }]) } }),
  });
  const cases: [string, FakeHandler, number, string][] = [
    ["quota", (_q, r) => sendJson(r, 429, { error: { message: "You exceeded your current quota", type: "insufficient_quota" } }), 502, "quota"],
    ["api_key", (_q, r) => sendJson(r, 401, { error: { message: "Incorrect API key provided" } }), 502, "api_key"],
    ["timeout", () => new Promise<void>(() => {}), 504, "timeout"],
    ["network", (_q, r) => r.destroy(), 502, "network"],
  ];
  for (const [name, h, status, errorType] of cases) {
    it(`${name} → ${status} errorType ${errorType}`, async () => {
      process.env.OPENAI_API_KEY = "sk-test";
      process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
      // Only the timeout case needs a short limit; a loaded CI machine can take longer than that to answer.
      process.env.OPENAI_TIMEOUT_MS = errorType === "timeout" ? "300" : "10000";
      handler = h;
      const res = await post(route, '{"text":"hello"}');
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ success: false, errorType });
    });
  }
  it("success passes the model's answer through", async () => {
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
    handler = (_q, r) => sendJson(r, 200, chatAnswer("Rewritten."));
    expect(await (await post(route, '{"text":"hello"}')).json()).toEqual({ success: true, data: { humanizedText: "Rewritten." } });
  });
  it("an unexpected exception → 500 with the tool's message, no details", async () => {
    const broken = createToolRoute({ tool: "detect", schema: detectRequestSchema, failureMessage: "Failed to analyze text. Please try again.", handle: () => { throw new Error("secret internals"); } });
    const res = await post(broken, '{"text":"x"}');
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toMatch(/secret/);
  });
});

describe("daily cap on paid calls", () => {
  it("counts in Postgres and refuses past OPENAI_DAILY_CALL_LIMIT; the next day starts again", async () => {
    process.env.OPENAI_DAILY_CALL_LIMIT = "2";
    const day = new Date("2030-01-01T10:00:00Z");
    expect(await reservePaidCall("cap-test", day)).toBe(true);
    expect(await reservePaidCall("cap-test", day)).toBe(true);
    expect(await reservePaidCall("cap-test", day)).toBe(false);
    expect(await paidCallsToday("cap-test", day)).toBe(2);
    expect(await reservePaidCall("cap-test", new Date("2030-01-02T00:00:01Z"))).toBe(true);
  });
  it("unset means no cap; 0 means no paid calls", async () => {
    delete process.env.OPENAI_DAILY_CALL_LIMIT;
    expect(await reservePaidCall("cap-test-2")).toBe(true);
    process.env.OPENAI_DAILY_CALL_LIMIT = "0";
    expect(await reservePaidCall("cap-test-2")).toBe(false);
  });
  it("detect: past the cap the LLM judge is left out and local engines answer", async () => {
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
    process.env.OPENAI_DAILY_CALL_LIMIT = String((await paidCallsToday("openai")) + 1);
    handler = (_q, r) => sendJson(r, 200, chatAnswer('{"aiProbability": 60, "confidence": 50, "reasoning": "ok", "indicators": []}'));
    fake.requests.length = 0;
    const first = (await (await post(detectPost, '{"text":"One text to judge."}')).json()).detectionResult;
    const second = (await (await post(detectPost, '{"text":"One text to judge."}')).json()).detectionResult;
    expect(first.totalDetections).toBe(5);
    expect(second.totalDetections).toBe(4);
    expect(fake.requests).toHaveLength(1);
    expect(await pickEngine()).toEqual({ engine: "local", reason: "daily_cap" });
  });
});
