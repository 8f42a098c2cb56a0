import { SiteLink as Link } from "@/components/site/site-link";
import { JsonLd, servicesJsonLd } from "@/components/seo/json-ld";
import { offscreen } from "@/components/site/offscreen";
import { HydrateLater } from "@/components/site/hydrate-later";
import { PageIntro } from "@/components/site/page-intro";
import { ServiceBlock } from "@/components/site/service-block";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/seo/metadata";
import { services } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Our Services",
  description:
    "Custom learning materials and study plans; assignments, term papers and take-home exams; project proposals, project work and thesis writing; AI detection and plagiarism checks in Accra, Ghana.",
  path: "/services",
});

export default function ServicesPage() {
  return (
    <>
      <JsonLd data={servicesJsonLd()} />
      <PageIntro
        eyebrow="What we do"
        title="Our Services"
        lead="Four ways we help students, educators and researchers succeed, each delivered by experienced academic writers."
      />
      <HydrateLater>
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6 sm:py-20">
          {services.map((service, i) => (
            <ServiceBlock key={service.id} service={service} index={i} />
          ))}
        </div>
        <section aria-labelledby="services-cta" className={`border-t bg-muted/60 ${offscreen.servicesCta}`}>
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="services-cta" className="text-2xl font-bold tracking-tight">
                Ready to get started?
              </h2>
              <p className="mt-2 text-muted-foreground">Send us your request and we will reply in under 12 hours.</p>
            </div>
            <Button asChild size="lg">
              <Link href="/#request-form">Submit a Request</Link>
            </Button>
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
