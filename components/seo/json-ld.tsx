import { absoluteUrl } from "@/lib/seo/metadata";
import { services, siteConfig } from "@/lib/site-config";

const businessId = () => absoluteUrl("/#organization");

/** schema.org data for the business: a local business that is also an educational organisation. */
export function businessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "EducationalOrganization"],
    "@id": businessId(),
    name: siteConfig.name,
    description: siteConfig.description,
    url: absoluteUrl("/"),
    email: siteConfig.email,
    telephone: siteConfig.phones[0],
    contactPoint: siteConfig.phones.map((telephone) => ({ "@type": "ContactPoint", telephone, contactType: "customer service", areaServed: "GH" })),
    address: { "@type": "PostalAddress", addressLocality: siteConfig.address.locality, addressCountry: siteConfig.address.country },
    areaServed: siteConfig.areaServed.map((name) => ({ "@type": "Place", name })),
    openingHours: siteConfig.businessHours.schema,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Academic services",
      itemListElement: services.map((s) => ({ "@type": "Offer", itemOffered: { "@id": absoluteUrl(`/services#${s.id}`) } })),
    },
  };
}

/** schema.org Service entries, one per service block, each provided by the business. */
export function servicesJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: services.map((s, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Service",
        "@id": absoluteUrl(`/services#${s.id}`),
        name: s.title,
        description: s.summary,
        serviceType: s.title,
        areaServed: siteConfig.areaServed.join(", "),
        provider: { "@id": businessId() },
        url: absoluteUrl(`/services#${s.id}`),
      },
    })),
  };
}

/** Renders JSON-LD safely: '<' is escaped so no string in the data can close the script element. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
