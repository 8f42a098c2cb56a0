import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/humanize/route";
import { UNCHANGED_AT_HEAVY, UNCHANGED_BY_LENGTH, UNCHANGED_NOT_ENGLISH, UNCHANGED_NOTHING_FOUND } from "@/lib/text-tools/humanizer";
import { TEXT_LIMIT_MESSAGE } from "@/lib/text-tools/schema";
import { useTestDatabase } from "../../helpers/db";

/**
 * POST /api/humanize end to end on a real database (rate limit, daily cap), with OpenAI replaced by a local
 * chat-completions server on node:http that answers what each test asks for: a rewrite, 429 quota, 401 key,
 * a 500, a hang (timeout) or a dropped connection.
 */
useTestDatabase();

type Mode = "echo-upper" | "ok" | "quota" | "key" | "server" | "hang" | "drop" | "lose-number";
let mode: Mode = "ok";
let calls = 0;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    calls++;
    const user = (JSON.parse(body).messages as Array<{ role: string; content: string }>).find((m) => m.role === "user")!.content;
    const reply = (content: string) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    };
    if (mode === "ok") return reply(user.replace("crucial", "important"));
    if (mode === "lose-number") return reply(user.replace(/\d+/g, "many"));
    if (mode === "quota") {
      res.writeHead(429, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { type: "insufficient_quota", message: "You exceeded your current quota" } }));
    }
    if (mode === "key") {
      res.writeHead(401, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { code: "invalid_api_key", message: "Incorrect API key provided" } }));
    }
    if (mode === "server") {
      res.writeHead(500);
      return res.end("oops");
    }
    if (mode === "hang") return; // never answers: the client's timeout fires
    if (mode === "drop") return req.socket.destroy();
    return reply(user);
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  vi.stubEnv("TOOLS_RATE_LIMIT_PER_MIN", "1000");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.stubEnv("TOOLS_RATE_LIMIT_PER_MIN", "1000");
});

// Generous timeout (the machine may be busy); the hang test sets a short one to make the timeout fire.
function useFakeOpenAI(timeoutMs = 10_000) {
  vi.stubEnv("OPENAI_API_KEY", "sk-test");
  vi.stubEnv("OPENAI_BASE_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
  vi.stubEnv("OPENAI_TIMEOUT_MS", String(timeoutMs));
}

let ip = 0;
async function call(body: unknown, raw = false) {
  const res = await POST(new Request("http://localhost/api/humanize", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.9.0.${++ip}` },
    body: raw ? (body as string) : JSON.stringify(body),
  }));
  return { status: res.status, json: (await res.json()) as { success?: boolean; data?: { humanizedText: string; warning?: string }; error?: string; errorType?: string } };
}

const TEXT = "Additionally, the survey of 1,240 households (Mensah, 2020) underscores the crucial role of clinics in Ghana. It is important to note that 63% of families delve into local remedies first.";

describe("POST /api/humanize: input", () => {
  it("rejects bad input with a clear 400", async () => {
    expect((await call("{not json", true)).status).toBe(400);
    expect((await call("{not json", true)).json.error).toBe("Request body must be JSON");
    expect(await call({ text: "   " })).toMatchObject({ status: 400, json: { success: false, error: "Please enter some text to humanize" } });
    expect(await call({ text: "a".repeat(5001) })).toMatchObject({ status: 400, json: { error: TEXT_LIMIT_MESSAGE } });
    expect(await call({ text: 42 })).toMatchObject({ status: 400, json: { error: "text must be a string" } });
    expect(await call({ text: "Hello there.", options: { style: "pirate" } })).toMatchObject({ status: 400 });
    expect(await call({ text: "Hello there.", options: { strength: "max" } })).toMatchObject({ status: 400 });
    expect(await call({ text: "Hello there.", options: { preserveLength: "yes" } })).toMatchObject({ status: 400 });
    expect((await call([1, 2])).status).toBe(400);
  });
  it("answers 429 with rate_limit past the per-minute limit", async () => {
    vi.stubEnv("TOOLS_RATE_LIMIT_PER_MIN", "2");
    const req = () => POST(new Request("http://localhost/api/humanize", { method: "POST", headers: { "x-forwarded-for": "10.8.8.8" }, body: JSON.stringify({ text: TEXT }) }));
    await req();
    await req();
    const third = await req();
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ success: false, errorType: "rate_limit" });
  });
});

describe("POST /api/humanize: local engine", () => {
  it("rewrites offline with the defaults and keeps the facts", async () => {
    const { status, json } = await call({ text: TEXT });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    const out = json.data!.humanizedText;
    expect(out).not.toBe(TEXT);
    for (const kept of ["1,240", "(Mensah, 2020)", "Ghana", "63%"]) expect(out).toContain(kept);
    expect(json.data!.warning).toBeUndefined();
    expect((await call({ text: TEXT })).json.data!.humanizedText).toBe(out); // deterministic
  });
});

describe("POST /api/humanize: an unchanged answer says why", () => {
  // one sentence whose every rewrite shortens it by more than 10%: with Preserve Length nothing fits
  const SHORTENS = "Furthermore, it is crucial to note that the implementation of this framework facilitates a comprehensive understanding.";
  it("with preserveLength, a text no rewrite of which fits the length limit comes back with a warning", async () => {
    const { status, json } = await call({ text: SHORTENS, options: { style: "professional", strength: "medium", preserveLength: true } });
    expect(status).toBe(200);
    expect(json.data!.humanizedText).toBe(SHORTENS);
    expect(json.data!.warning).toBe(UNCHANGED_BY_LENGTH);
  });
  it("without preserveLength the same text is rewritten and no warning is given", async () => {
    const { json } = await call({ text: SHORTENS, options: { style: "professional", strength: "medium", preserveLength: false } });
    expect(json.data!.humanizedText).not.toBe(SHORTENS);
    expect(json.data!.warning).toBeUndefined();
  });
  it("a plain text with nothing to change says so", async () => {
    const plain = "I went home.";
    const { json } = await call({ text: plain, options: { style: "academic", strength: "light", preserveLength: true } });
    expect(json.data!.humanizedText).toBe(plain);
    expect(json.data!.warning).toBe(UNCHANGED_NOTHING_FOUND);
    const heavy = await call({ text: plain, options: { style: "academic", strength: "heavy", preserveLength: true } });
    expect(heavy.json.data!.humanizedText).toBe(plain);
    expect(heavy.json.data!.warning).toBe(UNCHANGED_AT_HEAVY);
  });
  it("a text that is not English comes back unchanged with a warning that says why", async () => {
    // written for this test
    const french = "Les étudiants viennent de tout le pays pour étudier ici, et beaucoup travaillent le soir pour payer leurs frais de scolarité.";
    for (const strength of ["light", "heavy"] as const) {
      const { status, json } = await call({ text: french, options: { style: "casual", strength, preserveLength: true } });
      expect(status).toBe(200);
      expect(json.data!.humanizedText).toBe(french);
      expect(json.data!.warning).toBe(UNCHANGED_NOT_ENGLISH);
    }
  });
});

describe("POST /api/humanize: OpenAI path against a fake server", () => {
  it("rewrites stage by stage (4 calls) and runs the local checks", async () => {
    useFakeOpenAI();
    mode = "ok";
    calls = 0;
    const { status, json } = await call({ text: TEXT, options: { style: "academic", strength: "medium", preserveLength: true } });
    expect(status).toBe(200);
    expect(calls).toBe(4);
    expect(json.data!.humanizedText).toContain("important role");
    expect(json.data!.warning).toBeUndefined();
  });
  it("undoes a model rewrite that loses numbers and says so in data.warning", async () => {
    useFakeOpenAI();
    mode = "lose-number";
    const { status, json } = await call({ text: TEXT });
    expect(status).toBe(200);
    expect(json.data!.humanizedText).toContain("1,240");
    expect(json.data!.humanizedText).toContain("63%");
    expect(json.data!.warning).toMatch(/numbers/);
  });
  it.each([
    ["quota", "quota", 502],
    ["key", "api_key", 502],
    ["hang", "timeout", 504],
    ["drop", "network", 502],
    ["server", "network", 502],
  ] as const)("maps a fake %s answer to errorType %s", async (m, errorType, httpStatus) => {
    useFakeOpenAI(m === "hang" ? 400 : 10_000);
    mode = m;
    const { status, json } = await call({ text: TEXT });
    expect(status).toBe(httpStatus);
    expect(json).toMatchObject({ success: false, errorType });
    expect(typeof json.error).toBe("string");
  });
  it("falls back to the local engine past the daily cap", async () => {
    useFakeOpenAI();
    vi.stubEnv("OPENAI_DAILY_CALL_LIMIT", "0");
    mode = "quota";
    const { status, json } = await call({ text: TEXT });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
  });
});
