import "server-only";
/**
 * Text-tools platform shared by /api/detect, /api/humanize and /api/plagiarism. Server-only entry point; the
 * browser imports `@/lib/text-tools/schema` and `@/lib/text-tools/segment` directly.
 *
 * Exports
 * - Schemas (`./schema`, browser-safe): detectRequestSchema {text}, humanizeRequestSchema {text, options{style,
 *   strength, preserveLength}} (defaults professional / medium / true) (the plagiarism checker's is
 *   plagiarismBodySchema in lib/plagiarism/request.ts);
 *   TEXT_LIMIT (5000), TEXT_LIMIT_MESSAGE, BLANK_MESSAGES, HUMANIZE_STYLES, HUMANIZE_STRENGTHS, aiBand(score),
 *   the DetectionResult types, ToolErrorType.
 * - Route helper (`./route`): createToolRoute({ tool, schema, handle(input, {ip, request}), failureMessage,
 *   errorBody? }) → a POST handler. It parses JSON, validates (400 {error} with the schema's message), applies
 *   the per-IP per-tool rate limit (TOOLS_RATE_LIMIT_PER_MIN, default 20/min; 429 + Retry-After), runs handle and
 *   maps thrown errors: ToolInputError → 400, ProviderError → 502 (504 on timeout) with errorType, other → 500
 *   failureMessage. The default error body is {success:false, error, errorType}; pass errorBody to change it.
 *   Usage in app/api/x/route.ts:
 *     export const POST = createToolRoute({ tool: "humanize", schema: humanizeRequestSchema,
 *       failureMessage: "Failed to humanize text. Please try again.", handle: async (input) => ({ success: true, data }) });
 * - Errors (`./errors`): ToolInputError, ProviderError(message, type: quota|api_key|timeout|network|unknown).
 * - Provider layer (`./providers`): pickEngine() → {engine:"openai", config} when OPENAI_API_KEY is set and the
 *   daily paid-call cap (OPENAI_DAILY_CALL_LIMIT, counted in Postgres) has room — it reserves one call — else
 *   {engine:"local", reason}. chatCompletion(messages, {temperature, maxTokens, json, timeoutMs, config}) → string,
 *   over fetch to OPENAI_BASE_URL (default api.openai.com/v1) with OPENAI_MODEL (default gpt-4o-mini) and a timeout
 *   (OPENAI_TIMEOUT_MS, default 25 s); throws ProviderError. postJsonWithTimeout() for other HTTP APIs.
 * - Segmentation (`./segment`, browser-safe): splitSentences(text) → {text,start,end}[] (Intl.Segmenter with
 *   fixes for Dr., U.S., e.g., initials; decimals never split), splitWords(text), words(text) (lower-cased),
 *   splitParagraphs(text).
 * - Detector (`./detector`): detectText(text) → DetectionResult, the local multi-detector analysis.
 */
export * from "./schema";
export * from "./segment";
export { ToolInputError, ProviderError } from "./errors";
export { createToolRoute, toolsRateLimitPerMinute, RATE_LIMIT_MESSAGE, type ToolName, type ToolContext } from "./route";
export { pickEngine, chatCompletion, openaiConfig, reservePaidCall, paidCallsToday, dailyCallLimit, postJsonWithTimeout } from "./providers";
export type { ChatMessage, ChatOptions, OpenAIConfig } from "./providers";
