import type { PlagiarismSource } from "@/lib/plagiarism/types";

/** The checked text with every matched passage marked, numbered by its source. */
export function HighlightedText({ text, sources }: { text: string; sources: PlagiarismSource[] }) {
  const marks = sources
    .flatMap((s, i) => s.passages.map((p) => ({ ...p, source: i + 1 })))
    .filter((m) => m.end > m.start)
    .sort((a, b) => a.start - b.start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.start < at) continue;
    if (m.start > at) parts.push(text.slice(at, m.start));
    parts.push(
      <mark key={`${m.start}-${m.end}`} data-testid="matched-passage" className="rounded-sm bg-red-100 px-0.5 text-red-950" title={`Matches source ${m.source}`}>
        {text.slice(m.start, m.end)}
        <sup className="ml-0.5 text-xs font-semibold">[{m.source}]</sup>
      </mark>,
    );
    at = m.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
  return <div tabIndex={0} role="region" aria-label="Your text with matched passages marked" className="max-h-80 overflow-y-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70 rounded-md border bg-muted/30 p-3 text-sm leading-relaxed whitespace-pre-wrap">{parts}</div>;
}
