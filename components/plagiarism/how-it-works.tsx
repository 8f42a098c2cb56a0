import { ClipboardPaste, FileSearch, ListChecks } from "lucide-react";

const STEPS = [
  { icon: ClipboardPaste, title: "1. Paste your text", text: "Paste up to 5,000 characters of an essay, report or article into the box." },
  {
    icon: FileSearch,
    title: "2. We compare it",
    text: "Fingerprints of your text are matched against our reference library, then passages are aligned sentence by sentence to catch reworded and reordered copies.",
  },
  { icon: ListChecks, title: "3. Review the report", text: "See the share of matching text, each source with its matched passage, and what to cite or rewrite." },
];

/** The three-step explainer under the checker. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="how-it-works" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        How it works
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <Icon aria-hidden className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
