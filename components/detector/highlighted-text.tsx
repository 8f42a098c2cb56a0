import { bandStyle } from "./bands";
import type { DetectionView } from "./use-detect";

/** The analysed text with each analysed sentence tinted by its band; the rest stays plain. */
export function HighlightedText({ text, sentences }: { text: string; sentences: DetectionView["sentenceAnalysis"] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  sentences.forEach((s, i) => {
    if (typeof s.start !== "number" || typeof s.end !== "number" || s.start < at || s.end > text.length) return;
    if (s.start > at) parts.push(text.slice(at, s.start));
    const style = bandStyle(s.aiProbability);
    parts.push(
      <mark key={i} className={`${style.highlight} rounded px-0.5 text-foreground`} title={`${s.aiProbability}% AI probability`}>
        {text.slice(s.start, s.end)}
      </mark>,
    );
    at = s.end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return (
    <div className="max-h-72 overflow-y-auto rounded-md border bg-muted/30 p-3 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap" data-testid="highlighted-text">
      {parts}
    </div>
  );
}
