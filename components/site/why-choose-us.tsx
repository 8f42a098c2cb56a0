import { BookOpenCheck, PenTool, ShieldCheck } from "lucide-react";
import { FeatureGrid } from "./feature-grid";
import { offscreen } from "./offscreen";
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
    <section aria-labelledby="why-heading" className={`py-16 sm:py-24 ${offscreen.whyChooseUs}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="why-heading" title="Why Choose Us" lead="Quality, originality and learning come first in everything we deliver." />
        <FeatureGrid items={reasons} className="gap-8" />
      </div>
    </section>
  );
}
