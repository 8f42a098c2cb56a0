import { ExternalLink, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { RISK_LABEL, type RiskLevel } from "@/lib/plagiarism/bands";
import type { PlagiarismResult } from "@/lib/plagiarism/types";
import { cn } from "@/lib/utils";
import { HighlightedText } from "./highlighted-text";
import { formatLibraryDate } from "./library-date";

// Bands of SPEC.md section 9: green below 15 %, yellow 15-29 %, red 30 % and over (text colours pass AA on white).
const BAND: Record<RiskLevel, { text: string; bar: string; badge: string }> = {
  low: { text: "text-green-700", bar: "bg-green-600", badge: "border-green-600 bg-green-50 text-green-800" },
  medium: { text: "text-yellow-800", bar: "bg-yellow-500", badge: "border-yellow-500 bg-yellow-50 text-yellow-900" },
  high: { text: "text-red-700", bar: "bg-red-600", badge: "border-red-600 bg-red-50 text-red-800" },
};


export function PlagiarismReport({ result, text }: { result: PlagiarismResult; text: string }) {
  const band = BAND[result.riskLevel];
  // answers from before the field existed were always a comparison
  const compared = result.compared !== false;
  return (
    // The checked text, source titles and passages can hold a URL or a long word with no place to break: wrap anywhere.
    <div className="min-w-0 space-y-6 [overflow-wrap:anywhere]" data-testid="plagiarism-report">
      {/* Compared with nothing (an empty library): 0%, "Low risk" and 100% unique would read as a clearance. */}
      {compared && (
        <>
          {/* each column's number at its foot: "Potential plagiarism" wraps on a phone and "Unique content" does not */}
          <div className="grid grid-cols-2 gap-4">
            <div className="flex flex-col justify-between">
              <p className="text-sm text-muted-foreground">Potential plagiarism</p>
              <p className={cn("text-4xl font-bold tabular-nums", band.text)} data-testid="plagiarism-percentage">
                {result.plagiarismPercentage}%
              </p>
            </div>
            <div className="flex flex-col justify-between">
              <p className="text-sm text-muted-foreground">Unique content</p>
              <p className="text-4xl font-bold text-foreground tabular-nums">{result.uniquenessPercentage}%</p>
            </div>
          </div>
          <div className="space-y-2">
            <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
              <div className={cn("h-full rounded-full", band.bar)} style={{ width: `${Math.min(100, result.plagiarismPercentage)}%` }} />
            </div>
            <Badge variant="outline" className={band.badge} data-testid="risk-level">
              {RISK_LABEL[result.riskLevel]}
            </Badge>
          </div>
        </>
      )}

      {result.sources.some((s) => s.passages.length) && (
        <section aria-labelledby="matched-text-heading" className="space-y-2">
          <h3 id="matched-text-heading" className="font-semibold">
            Matched passages in your text
          </h3>
          <HighlightedText text={text} sources={result.sources} />
        </section>
      )}

      {compared && (
        <section aria-labelledby="sources-heading" className="space-y-3">
          <h3 id="sources-heading" className="font-semibold">
            Sources ({result.sources.length})
          </h3>
          {result.sources.length === 0 ? (
            <p className="text-sm text-muted-foreground">No matching sources found.</p>
          ) : (
            <ol className="space-y-3">
              {result.sources.map((s, i) => (
                <li key={`${s.title}-${i}`} className="rounded-lg border p-3" data-testid="plagiarism-source">
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 font-medium break-words">
                      <span className="mr-1 text-muted-foreground">[{i + 1}]</span>
                      {s.kind === "private" && <Lock aria-hidden className="mr-1 inline size-4 align-[-2px]" />}
                      {s.url && /^https?:\/\//.test(s.url) ? (
                        <a href={s.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline-offset-4 hover:underline">
                          {s.title}
                          <ExternalLink aria-hidden className="ml-1 inline size-3.5" />
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        s.title
                      )}
                    </p>
                    <span className="shrink-0 text-sm font-semibold tabular-nums">{s.matchPercentage}%</span>
                  </div>
                  {s.date && <p className="mt-1 text-xs text-muted-foreground">Received {formatLibraryDate(s.date)}</p>}
                  {s.matchedContent && <blockquote className="mt-2 line-clamp-4 border-l-2 pl-3 text-sm text-muted-foreground">{s.matchedContent}</blockquote>}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      {result.recommendations.length > 0 && (
        <section aria-labelledby="recommendations-heading" className="space-y-2">
          <h3 id="recommendations-heading" className="font-semibold">
            Recommendations
          </h3>
          <ul className="list-disc space-y-1.5 pl-5 text-sm">
            {result.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="report-heading" className="space-y-2">
        <h3 id="report-heading" className="font-semibold">
          Report
        </h3>
        <p className="text-sm whitespace-pre-line text-muted-foreground">{result.report}</p>
      </section>
    </div>
  );
}
