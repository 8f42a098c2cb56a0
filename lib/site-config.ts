/** The business's public facts in one place: pages, footer, JSON-LD and metadata all read from here. */
export const siteConfig = {
  name: "Academic Excellence Hub",
  shortName: "AE Hub",
  description:
    "Academic help in Accra, Ghana: custom learning materials and study plans, assignments and term papers, project proposals and thesis writing, AI detection and plagiarism checks.",
  url: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000",
  locale: "en_GH",
  email: "info@academicexcellencehub.com",
  phones: ["+233 24 000 0001", "+233 20 000 0002"],
  address: { locality: "Accra", country: "GH" },
  requestResponseTime: "under 12 hours",
  contactResponseTime: "2-4 hours during business hours",
} as const;
