import "server-only";
import { ProviderError } from "../errors";
import { postJsonWithTimeout } from "./http";

/**
 * OpenAI chat completions over fetch (the openai package needs Node 22). OPENAI_BASE_URL points at any
 * OpenAI-compatible server (default https://api.openai.com/v1); OPENAI_MODEL picks the model.
 */
export type OpenAIConfig = { apiKey: string; baseUrl: string; model: string; timeoutMs: number };

export function openaiConfig(): OpenAIConfig | null {
  const apiKey = process.env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseUrl: (process.env.OPENAI_BASE_URL?.trim() || "https://api.openai.com/v1").replace(/\/+$/, ""),
    model: process.env.OPENAI_MODEL?.trim() || "gpt-4o-mini",
    timeoutMs: Number(process.env.OPENAI_TIMEOUT_MS) > 0 ? Number(process.env.OPENAI_TIMEOUT_MS) : 25_000,
  };
}

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type ChatOptions = {
  temperature?: number;
  maxTokens?: number;
  /** Ask for a JSON object answer (response_format json_object). */
  json?: boolean;
  timeoutMs?: number;
  config?: OpenAIConfig;
};

type ChatCompletion = { choices?: { message?: { content?: string | null } }[] };

/** One chat completion; returns the assistant's text. Throws ProviderError (quota/api_key/timeout/network/unknown). */
export async function chatCompletion(messages: ChatMessage[], options: ChatOptions = {}): Promise<string> {
  const config = options.config ?? openaiConfig();
  if (!config) throw new ProviderError("OpenAI API key is not configured", "api_key");
  const answer = await postJsonWithTimeout<ChatCompletion>({
    service: "OpenAI",
    url: `${config.baseUrl}/chat/completions`,
    headers: { authorization: `Bearer ${config.apiKey}` },
    timeoutMs: options.timeoutMs ?? config.timeoutMs,
    body: {
      model: config.model,
      messages,
      temperature: options.temperature ?? 0.7,
      ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
      ...(options.json ? { response_format: { type: "json_object" } } : {}),
    },
  });
  const content = answer.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) throw new ProviderError("OpenAI returned an empty answer", "unknown");
  return content;
}
