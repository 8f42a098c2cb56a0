import { ArrowRight } from "lucide-react";
import { SiteLink as Link } from "./site-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { services } from "@/lib/site-config";
import { SectionHeading } from "./page-intro";
import { ServiceIcon } from "./service-icon";

/** The home page's short list of the four services, each linking to its block on /services. */
export function ServicesList() {
  return (
    <section aria-labelledby="services-heading" className="bg-muted/60 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="services-heading" title="Our Services" lead="Support at every stage of your studies, from the first lecture to the final submission." />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {services.map((s) => (
            <li key={s.id}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <ServiceIcon id={s.id} className="size-6" />
                  </span>
                  <CardTitle className="text-lg">
                    <h3>{s.title}</h3>
                  </CardTitle>
                  <CardDescription className="text-base">{s.summary}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <Link
                    href={`/services#${s.id}`}
                    className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70"
                  >
                    More about {s.shortTitle}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
