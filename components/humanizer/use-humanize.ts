"use client";

import { useCallback, useState } from "react";
import { notify } from "@/components/ui/notify";
import { BLANK_MESSAGES, TEXT_LIMIT, TEXT_LIMIT_MESSAGE } from "@/lib/text-tools/constants";
import type { HumanizeOptions } from "@/lib/text-tools/schema";

/** Messages by errorType (SPEC.md section 8). */
export const HUMANIZE_ERROR_MESSAGES: Record<string, string> = {
  quota: "OpenAI usage limit exceeded. Please check your billing or try again later.",
  api_key: "API configuration issue. Please contact support.",
  timeout: "Request timed out. Please try again with shorter text.",
  network: "Network error. Please check your connection and try again.",
};
export const HUMANIZE_FALLBACK_ERROR = "Failed to humanize text. Please try again.";
export const HUMANIZE_TRANSPORT_ERROR = "Failed to connect to humanization service. Please try again.";
export const HUMANIZE_SUCCESS = "Text successfully humanized using advanced AI processing!";

type Answer = { success?: boolean; data?: { humanizedText?: string; warning?: string }; error?: string; errorType?: string };

/** Calls POST /api/humanize and shows the toasts; `output` holds the last humanized text. */
export function useHumanize() {
  const [output, setOutput] = useState("");
  const [isProcessing, setProcessing] = useState(false);

  const humanize = useCallback(async (text: string, options: HumanizeOptions): Promise<string | null> => {
    if (!text.trim()) {
      notify.error(BLANK_MESSAGES.humanize);
      return null;
    }
    if (text.length > TEXT_LIMIT) {
      notify.error(TEXT_LIMIT_MESSAGE);
      return null;
    }
    setProcessing(true);
    try {
      let answer: Answer;
      try {
        const res = await fetch("/api/humanize", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text, options }),
        });
        answer = (await res.json()) as Answer;
      } catch {
        notify.error(HUMANIZE_TRANSPORT_ERROR);
        return null;
      }
      const result = answer.data?.humanizedText;
      if (!answer.success || typeof result !== "string") {
        notify.error((answer.errorType && HUMANIZE_ERROR_MESSAGES[answer.errorType]) || answer.error || HUMANIZE_FALLBACK_ERROR);
        return null;
      }
      setOutput(result);
      if (answer.data?.warning) notify.warning(answer.data.warning);
      else notify.success(HUMANIZE_SUCCESS);
      return result;
    } finally {
      setProcessing(false);
    }
  }, []);

  return { humanize, isProcessing, output, setOutput, clearOutput: () => setOutput("") };
}
