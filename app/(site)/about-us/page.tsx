import { Award, HeartHandshake, Lightbulb, Scale, Target, Users } from "lucide-react";
import { FeatureGrid } from "@/components/site/feature-grid";
import { offscreen } from "@/components/site/offscreen";
import { HydrateLater } from "@/components/site/hydrate-later";
import { PageIntro, SectionHeading } from "@/components/site/page-intro";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "About Us",
  description: `Our mission, the three pillars of our work and our values: Integrity, Excellence and Support. ${siteConfig.name} helps students in Accra, Ghana.`,
  path: "/about-us",
});

const pillars = [
  { icon: Users, title: "Expert Guidance", text: "Experienced graduates and researchers guide every request, from a single assignment to a full thesis." },
  { icon: Lightbulb, title: "Personalised Learning", text: "Materials and study plans are shaped around your course, your level and your deadlines." },
  { icon: Target, title: "Academic Integrity", text: "Original work, checked for plagiarism and AI-generated text, that you can learn from and build on." },
];

const values = [
  { icon: Scale, title: "Integrity", text: "Honest advice, original work and complete confidentiality for every client." },
  { icon: Award, title: "Excellence", text: "High standards in research, writing and referencing, delivered on time." },
  { icon: HeartHandshake, title: "Support", text: "Friendly help before, during and after your request, whenever you need it." },
];

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="Who we are"
        title="About Us"
        lead={`${siteConfig.name} is an Accra-based team helping students, educators and researchers reach their academic goals.`}
      />
      <HydrateLater>
        <section aria-labelledby="mission-heading" className="py-16 sm:py-20">
          <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
            <h2 id="mission-heading" className="text-2xl font-bold tracking-tight sm:text-4xl">
              Our Mission
            </h2>
            <p className="mt-5 text-lg text-muted-foreground text-pretty">
              To make academic excellence simple and within reach for every learner in Ghana: clear, original and well-researched support that
              saves time, builds understanding and respects the rules of academic integrity.
            </p>
          </div>
        </section>
        <section aria-labelledby="pillars-heading" className={`bg-muted/60 py-16 sm:py-20 ${offscreen.aboutPillars}`}>
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading id="pillars-heading" title="Our Three Pillars" lead="The foundations of every piece of work we deliver." />
            <FeatureGrid items={pillars} variant="left" />
          </div>
        </section>
        <section aria-labelledby="values-heading" className={`py-16 sm:py-20 ${offscreen.aboutValues}`}>
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading id="values-heading" title="Our Values" />
            <FeatureGrid items={values} variant="centered" />
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
