"use client";

import { useCallback, useState } from "react";
import { notify } from "@/components/ui/notify";
import { BLANK_MESSAGES, TEXT_LIMIT, TEXT_LIMIT_MESSAGE } from "@/lib/text-tools/constants";
import type { DetectionResult } from "@/lib/text-tools/schema";
import { detectErrorMessage } from "./bands";

export type DetectionView = DetectionResult;

/** Calls POST /api/detect and shows the toasts of SPEC.md section 8 for each outcome. */
export function useDetect() {
  const [result, setResult] = useState<DetectionView | null>(null);
  const [analyzedText, setAnalyzedText] = useState("");
  const [isAnalyzing, setAnalyzing] = useState(false);
  // one per answer: the results card remounts on each, so a new analysis opens on its Overview tab
  const [runId, setRunId] = useState(0);
  const fail = (message: string) => {
    // a failed new analysis must not leave the last one on screen as if it were the answer
    setResult(null);
    notify.error(message);
  };

  const analyze = useCallback(async (text: string) => {
    if (!text.trim()) {
      notify.error(BLANK_MESSAGES.detect);
      return;
    }
    if (text.length > TEXT_LIMIT) {
      notify.error(TEXT_LIMIT_MESSAGE);
      return;
    }
    setAnalyzing(true);
    try {
      let body: { detectionResult?: DetectionView; error?: string; errorType?: string };
      try {
        const res = await fetch("/api/detect", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) });
        body = await res.json();
      } catch {
        fail(detectErrorMessage(undefined));
        return;
      }
      const r = body.detectionResult;
      if (!r) {
        fail(detectErrorMessage(body.error, body.errorType));
        return;
      }
      setResult(r);
      setAnalyzedText(text);
      setRunId((n) => n + 1);
      if (r.successfulDetections === 0) notify.warning("All AI detection services are currently unavailable. Showing basic analysis only.");
      else if (r.successfulDetections < r.totalDetections) notify.info(`Analysis completed using ${r.successfulDetections} of ${r.totalDetections} detection services.`);
      else notify.success("Multi-platform AI detection analysis completed!");
    } finally {
      setAnalyzing(false);
    }
  }, []);

  return { analyze, isAnalyzing, result, analyzedText, runId, clear: () => setResult(null) };
}
