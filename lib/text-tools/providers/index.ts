import "server-only";
import { reservePaidCall } from "./daily-cap";
import { openaiConfig, type OpenAIConfig } from "./openai";

export { chatCompletion, openaiConfig, type ChatMessage, type ChatOptions, type OpenAIConfig } from "./openai";
export { reservePaidCall, paidCallsToday, dailyCallLimit } from "./daily-cap";
export { postJsonWithTimeout } from "./http";

/**
 * Which engine answers this request: "openai" when OPENAI_API_KEY is set and today's paid-call cap has room (one
 * call is reserved by asking), otherwise "local". Ask once per request, just before the paid call.
 */
export async function pickEngine(): Promise<{ engine: "openai"; config: OpenAIConfig } | { engine: "local"; reason: "no_key" | "daily_cap" }> {
  const config = openaiConfig();
  if (!config) return { engine: "local", reason: "no_key" };
  let ok: boolean;
  try {
    ok = await reservePaidCall("openai");
  } catch (err) {
    // Counter unreachable: do not spend money we cannot count.
    console.error("daily cap check failed", err);
    ok = false;
  }
  return ok ? { engine: "openai", config } : { engine: "local", reason: "daily_cap" };
}
