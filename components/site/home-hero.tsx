import { ArrowRight, Clock, ShieldCheck, Users } from "lucide-react";
import { SiteLink as Link } from "./site-link";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

const highlights = [
  { icon: Users, text: "Expert academic writers" },
  { icon: ShieldCheck, text: "Original, plagiarism-checked work" },
  { icon: Clock, text: `Replies in ${siteConfig.requestResponseTime}` },
];

// The usual focus ring is the primary blue at half strength: on this blue background it could not be seen, so a
// keyboard user lost track of Learn More and Submit a Request. White, set off from the button by a blue gap.
const FOCUS_ON_BLUE = "focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary";

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary via-blue-900 to-blue-950 text-primary-foreground">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-white/5" />
      <div className="relative mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">{siteConfig.strapline}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">{siteConfig.tagline}</h1>
        <p className="mt-6 max-w-2xl text-lg text-blue-50 text-pretty sm:text-xl">
          Study plans, assignments, project work and thesis support from experienced academic writers, plus AI-detection and plagiarism checks
          before you submit.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary" className={`bg-white text-primary hover:bg-blue-50 ${FOCUS_ON_BLUE}`}>
            <Link href="/services">
              Learn More
              {/* Makes the link text descriptive for screen readers and search engines; the button still reads 'Learn More'. */}
              <span className="sr-only"> about our services</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className={`border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white ${FOCUS_ON_BLUE}`}>
            <a href="#request-form">Submit a Request</a>
          </Button>
        </div>
        <ul className="mt-12 flex flex-col gap-3 text-sm text-blue-50 sm:flex-row sm:gap-8">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-4 text-blue-200" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
