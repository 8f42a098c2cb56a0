"use client";

import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { bandStyle } from "./bands";
import { BasicAnalysis } from "./basic-analysis";
import { HighlightedText } from "./highlighted-text";
import type { DetectionView } from "./use-detect";
import { isReadingNote } from "@/lib/text-tools/reading-notes";

function ScoreBar({ value, label }: { value: number; label: string }) {
  const s = bandStyle(value);
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2 w-full overflow-hidden rounded-full bg-muted">
      <div className={`h-full ${s.bar}`} style={{ width: `${value}%` }} />
    </div>
  );
}

/** Results card 'Multi-Platform AI Detection Results' with its four tabs (SPEC.md /humanizer). */
export function DetectionResults({ result, text }: { result: DetectionView; text: string }) {
  const overall = bandStyle(result.overallScore);
  const allFailed = result.successfulDetections === 0;
  const card = useRef<HTMLDivElement>(null);
  // The card sits below the input and the humanized output, off-screen on a phone and on most laptops: each new result
  // brings its top into view (the toast alone told the user nothing was there to see); on a phone it stops below the
  // toast, which spans the screen's width under the header.
  useEffect(() => {
    const el = card.current;
    if (!el || el.getBoundingClientRect().top < window.innerHeight - 120) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [result]);
  return (
    <Card ref={card} data-testid="detection-results" aria-labelledby="detection-results-title" className="scroll-mt-40 sm:scroll-mt-20">
      <CardHeader>
        <CardTitle>
          <h2 id="detection-results-title" className="text-lg font-semibold">Multi-Platform AI Detection Results</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {allFailed && (
          <div role="alert" className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong>All AI detection services are currently unavailable</strong>. Showing basic analysis only.
            </p>
          </div>
        )}
        <Tabs defaultValue="overview">
          {/* Two rows of two on a phone (four tabs do not fit 375 px), one row from sm up. */}
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit">
            <TabsTrigger value="overview" className="h-8">Overview</TabsTrigger>
            <TabsTrigger value="services" className="h-8">By Service</TabsTrigger>
            <TabsTrigger value="sentences" className="h-8">Sentence Analysis</TabsTrigger>
            <TabsTrigger value="recommendations" className="h-8">Recommendations</TabsTrigger>
          </TabsList>

          <TabsContent value="overview" className="grid gap-4 pt-2">
            {allFailed ? (
              <BasicAnalysis text={text} />
            ) : (
              <div className={`grid gap-2 rounded-lg border p-4 ${overall.bg}`} data-testid="overall-score" data-band={overall.band}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className={`text-3xl font-bold ${overall.text}`}>{result.overallScore}%</p>
                  <p className={`font-semibold ${overall.text}`}>{overall.label}</p>
                </div>
                <ScoreBar value={result.overallScore} label="Overall AI probability" />
                <p className="text-sm text-foreground">
                  Confidence {result.overallConfidence}% · {result.successfulDetections} of {result.totalDetections} detection services answered
                </p>
                {result.recommendations.filter(isReadingNote).map((note) => (
                  <p key={note} className="text-sm font-medium text-foreground" data-testid="reading-note">
                    {note}
                  </p>
                ))}
              </div>
            )}
            {!allFailed && result.sentenceAnalysis.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold">Analysed text</h3>
                <HighlightedText text={text} sentences={result.sentenceAnalysis} />
                <p className="text-xs text-muted-foreground">The first sentences are tinted by their AI probability: green low, yellow moderate, red high.</p>
              </div>
            )}
          </TabsContent>

          <TabsContent value="services" className="grid gap-3 pt-2">
            {result.detectionResults.map((s) => {
              const st = bandStyle(s.aiProbability);
              const ok = s.status === "success";
              return (
                <article key={s.service} className="grid gap-2 rounded-lg border p-4" data-testid="service-result">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="flex items-center gap-2 font-medium">
                      {ok ? <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" /> : <XCircle className="size-4 text-red-700" aria-hidden="true" />}
                      {s.service}
                    </h3>
                    {ok ? (
                      <span className={`font-semibold ${st.text}`}>{s.aiProbability}% AI</span>
                    ) : (
                      <Badge variant="outline" className="text-red-700">Failed</Badge>
                    )}
                  </div>
                  {ok && <ScoreBar value={s.aiProbability} label={`${s.service} AI probability`} />}
                  <p className="text-sm">{s.reasoning}</p>
                  {ok && (
                    <p className="text-xs text-muted-foreground">
                      Confidence {s.confidence}% · {s.responseTime} ms
                    </p>
                  )}
                  {s.indicators.length > 0 && (
                    <ul className="flex flex-wrap gap-1.5">
                      {s.indicators.map((i) => (
                        <li key={i}>
                          <Badge variant="secondary" className="whitespace-normal wrap-anywhere">{i}</Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              );
            })}
          </TabsContent>

          <TabsContent value="sentences" className="pt-2">
            <ol className="grid gap-2">
              {result.sentenceAnalysis.map((s, i) => {
                const st = bandStyle(s.aiProbability);
                return (
                  <li key={i} className={`grid gap-1 rounded-md border p-3 ${allFailed ? "" : st.bg}`} data-testid="sentence-result">
                    <div className="flex items-start justify-between gap-3">
                      {/* min-w-0 + anywhere: a pasted link is one long word, and as a flex item it had widened the page to 593 px at 375 */}
                      <p className="min-w-0 text-sm wrap-anywhere">{s.text}</p>
                      {allFailed ? (
                        <span className="shrink-0 text-sm text-muted-foreground">Not scored</span>
                      ) : (
                        <span className={`shrink-0 text-sm font-semibold ${st.text}`}>{s.aiProbability}%</span>
                      )}
                    </div>
                    {s.issues.length > 0 && (
                      <ul className="list-disc pl-5 text-xs text-foreground">
                        {s.issues.map((issue) => <li key={issue}>{issue}</li>)}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </TabsContent>

          <TabsContent value="recommendations" className="pt-2">
            <ul className="grid gap-2 text-sm">
              {result.recommendations.map((r) => (
                <li key={r} className="rounded-md border p-3">{r}</li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
