"use client";

import { Loader2, ScanSearch, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { HumanizeButton } from "@/components/humanizer/humanize-button";
import { DEFAULT_HUMANIZE_SETTINGS, HumanizeSettings } from "@/components/humanizer/humanize-settings";
import { HumanizedOutput } from "@/components/humanizer/humanized-output";
import { useHumanize } from "@/components/humanizer/use-humanize";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import { TEXT_LIMIT, TEXT_LIMIT_MESSAGE } from "@/lib/text-tools/constants";
import type { HumanizeOptions } from "@/lib/text-tools/schema";
import { cn } from "@/lib/utils";
import { counterState } from "./bands";
import { useDetect } from "./use-detect";

// The results card (tabs, badges) is only shown after an analysis: it loads when the visitor asks for one.
const loadResults = () => import("./detection-results");
const DetectionResults = dynamic(() => loadResults().then((m) => m.DetectionResults));

const COUNTER_CLASS = { ok: "text-muted-foreground", warn: "text-orange-700", over: "text-red-700 font-semibold" } as const;

/** The interactive part of /humanizer: settings, input, the two actions, the output and the detection results. */
export function HumanizerWorkspace() {
  const [text, setText] = useState("");
  const inputRef = useTypedBeforeHydration<HTMLTextAreaElement>(text, setText);
  const [settings, setSettings] = useState<HumanizeOptions>(DEFAULT_HUMANIZE_SETTINGS);
  const detect = useDetect();
  const humanizer = useHumanize();
  const state = counterState(text.length, TEXT_LIMIT);
  const over = state === "over";
  const busy = detect.isAnalyzing || humanizer.isProcessing;

  return (
    <div className="grid gap-6">
      <HumanizeSettings value={settings} onChange={setSettings} disabled={humanizer.isProcessing} />

      <section className="grid gap-2" aria-labelledby="humanizer-input-label">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label id="humanizer-input-label" htmlFor="humanizer-input" className="text-base font-semibold">
            Your Text
          </Label>
          <div className="flex items-center gap-2">
            <span className={cn("text-sm", COUNTER_CLASS[state])} data-testid="char-counter" data-state={state}>
              {text.length.toLocaleString("en-US")} / {TEXT_LIMIT.toLocaleString("en-US")}
              {over && " · Text exceeds limit"}
            </span>
            {/* the cleared button turns itself off, which would drop the focus to the page: it goes to the empty input */}
            <Button type="button" variant="ghost" size="icon" onClick={() => { setText(""); detect.clear(); inputRef.current?.focus(); }} disabled={!text} aria-label="Clear input text">
              <X aria-hidden="true" />
            </Button>
          </div>
        </div>
        <Textarea
          id="humanizer-input"
          ref={inputRef}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          placeholder="Paste or type the text to analyze or humanize..."
          aria-invalid={over || undefined}
          aria-describedby={over ? "humanizer-limit-message" : undefined}
          className={cn("min-h-48 resize-y", over && "border-red-600 focus-visible:ring-red-600/40")}
        />
        {/* the counter itself is not live (it would be read out on every keystroke): the crossing of 90% is, once */}
        <p aria-live="polite" className="sr-only">{state === "warn" ? "Approaching the 5,000-character limit." : ""}</p>
        {over && (
          <p id="humanizer-limit-message" role="alert" className="text-sm text-red-700">
            {TEXT_LIMIT_MESSAGE}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {/* aria-disabled, not disabled, while it analyses: a disabled button drops the keyboard focus (as HumanizeButton) */}
          <Button
            type="button"
            variant="outline"
            onClick={detect.isAnalyzing ? undefined : () => (void loadResults(), detect.analyze(text))}
            disabled={(over || busy) && !detect.isAnalyzing}
            aria-disabled={detect.isAnalyzing || undefined}
            aria-busy={detect.isAnalyzing}
          >
            {detect.isAnalyzing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ScanSearch aria-hidden="true" />}
            {detect.isAnalyzing ? "Analyzing..." : "Multi-Detect AI"}
          </Button>
          <HumanizeButton onClick={() => humanizer.humanize(text, settings)} isProcessing={humanizer.isProcessing} disabled={over || detect.isAnalyzing} />
        </div>
      </section>

      <HumanizedOutput text={humanizer.output} onClear={humanizer.clearOutput} />

      {detect.result && text !== detect.analyzedText && (
        <p role="status" className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900" data-testid="stale-results">
          The text has changed since this analysis. Run Multi-Detect AI again to update the results.
        </p>
      )}
      {detect.result && <DetectionResults key={detect.runId} result={detect.result} text={detect.analyzedText} />}
    </div>
  );
}
