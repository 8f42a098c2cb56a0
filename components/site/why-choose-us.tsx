import { BookOpenCheck, PenTool, ShieldCheck } from "lucide-react";
import { SectionHeading } from "./page-intro";

const reasons = [
  {
    icon: PenTool,
    title: "Expert Writers",
    text: "Experienced graduates and researchers who know the standards of Ghanaian and international universities.",
  },
  {
    icon: ShieldCheck,
    title: "Original Content",
    text: "Every piece is written from scratch and checked for plagiarism and AI-generated text before it reaches you.",
  },
  {
    icon: BookOpenCheck,
    title: "Educational Focus",
    text: "We explain the how and the why, so you learn from the work and grow more confident in your studies.",
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="why-heading" title="Why Choose Us" lead="Quality, originality and learning come first in everything we deliver." />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center rounded-xl border bg-card p-8 text-center shadow-sm">
              <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
