import { businessJsonLd, JsonLd, servicesJsonLd } from "@/components/seo/json-ld";
import { HomeHero } from "@/components/site/home-hero";
import { HydrateLater } from "@/components/site/hydrate-later";
import { RequestSection } from "@/components/site/request-section";
import { ServicesList } from "@/components/site/services-list";
import { WhyChooseUs } from "@/components/site/why-choose-us";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: `${siteConfig.name} | Academic Help in Accra, Ghana`,
  description: siteConfig.description,
  path: "/",
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={businessJsonLd()} />
      <JsonLd data={servicesJsonLd()} />
      <HomeHero />
      {/* Below the hero: hydrated after the header and hero, in slices (components/site/hydrate-later.tsx). */}
      <HydrateLater>
        <ServicesList />
      </HydrateLater>
      <HydrateLater>
        <RequestSection />
      </HydrateLater>
      <HydrateLater>
        <WhyChooseUs />
      </HydrateLater>
    </>
  );
}
