import { splitSentences, words } from "@/lib/text-tools/segment";

/** What can be said about a text without any detector: its size and rhythm, no AI probability. */
export function basicStats(text: string) {
  const ws = words(text);
  const sentences = splitSentences(text).length;
  const distinct = new Set(ws.map((w) => w.toLowerCase())).size;
  return {
    words: ws.length,
    sentences,
    wordsPerSentence: sentences ? Math.round((ws.length / sentences) * 10) / 10 : 0,
    distinctShare: ws.length ? Math.round((distinct / ws.length) * 100) : 0,
  };
}

/**
 * The Overview when every detection service failed (SPEC.md: "banner and basic analysis"). The API still carries a
 * neutral overallScore of 50, but showing it as "50% Moderate AI Probability" would read as a verdict nobody gave.
 */
export function BasicAnalysis({ text }: { text: string }) {
  const s = basicStats(text);
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-4" data-testid="overall-score" data-band="none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-3xl font-bold text-muted-foreground">No score</p>
        <p className="font-semibold text-muted-foreground">Basic analysis only</p>
      </div>
      <p className="text-sm text-foreground">No detection service answered, so this text has no AI probability. Try again in a few minutes.</p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          ["Words", s.words.toLocaleString("en-US")],
          ["Sentences", s.sentences.toLocaleString("en-US")],
          ["Words per sentence", String(s.wordsPerSentence)],
          ["Distinct words", `${s.distinctShare}%`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border bg-background p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
