type Phones = readonly [string, ...string[]];

/** A comma-separated list of phone numbers, or the fallback when the variable is unset or blank. */
export function phoneList(value: string | undefined, fallback: Phones): Phones {
  const phones = (value ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  return phones.length > 0 ? (phones as unknown as Phones) : fallback;
}

export const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * The business's public facts in one place: pages, footer, JSON-LD and metadata all read from here. The site URL and
 * the contact details come from NEXT_PUBLIC_* variables, which Next inlines at build time (the public pages are
 * prerendered), so they must be set when running `next build`, not only when starting the server. The defaults are
 * placeholders for development. `process.env.NEXT_PUBLIC_…` is spelled out in full each time so Next can inline it.
 */
export const siteConfig = {
  name: "Academic Excellence Hub",
  shortName: "AE Hub",
  description:
    "Academic help in Accra, Ghana: custom learning materials and study plans, assignments and term papers, project proposals and thesis writing, AI detection and plagiarism checks.",
  /** The home page's headline and the line above it; the link-preview image (app/opengraph-image.tsx) shows them too. */
  tagline: "Academic Excellence Made Simple",
  strapline: "Academic help in Accra, Ghana",
  url: process.env.NEXT_PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL,
  locale: "en_GH",
  email: process.env.NEXT_PUBLIC_CONTACT_EMAIL?.trim() || "info@academicexcellencehub.com",
  /** SPEC.md asks for two numbers (footer, contact page); the first is also the JSON-LD telephone. */
  phones: phoneList(process.env.NEXT_PUBLIC_CONTACT_PHONES, ["+233 24 000 0001", "+233 20 000 0002"]),
  address: { locality: "Accra", country: "GH" },
  requestResponseTime: "under 12 hours",
  contactResponseTime: "2-4 hours during business hours",
  /** Shown on the contact page and in JSON-LD (openingHours). */
  businessHours: { label: "Monday to Saturday, 8:00 AM to 6:00 PM (GMT)", schema: "Mo-Sa 08:00-18:00" },
  areaServed: ["Accra", "Ghana"],
} as const;

/** `tel:` links need the number without spaces. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export type NavLink = { href: string; label: string };

/** Public header links, in SPEC.md order. */
export const mainNav: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/about-us", label: "About Us" },
  { href: "/contact", label: "Contact" },
];

export const adminLoginLink: NavLink = { href: "/admin-login", label: "Admin Login" };

/** The Tools side panel. */
export const toolLinks: readonly (NavLink & { description: string })[] = [
  { href: "/humanizer", label: "AI Text Humanizer", description: "Rewrite AI-sounding text and check it with several detectors." },
  { href: "/plagiarism-checker", label: "Plagiarism Checker", description: "Check a text for potential plagiarism and get a report." },
];

/** The four service blocks (services page, home list, JSON-LD). */
export const services = [
  {
    id: "learning-materials",
    title: "Custom Learning Materials & Study Plans",
    shortTitle: "learning materials and study plans",
    summary: "Personalised notes, revision guides and study plans built around your course and your exam dates.",
    points: ["Course summaries and revision notes", "Week-by-week study plans", "Practice questions with worked answers"],
  },
  {
    id: "assignments",
    title: "Assignments, Term Papers & Take-Home Exams",
    shortTitle: "assignments and term papers",
    summary: "Well-researched, properly referenced help with coursework of any length, delivered on time.",
    points: ["Essays, reports and term papers", "Take-home examinations", "APA, MLA, Harvard and Chicago referencing"],
  },
  {
    id: "projects",
    title: "Project Proposals, Project Work & Thesis Writing",
    shortTitle: "projects and thesis writing",
    summary: "Guidance from topic and proposal to the final chapter of your project work or thesis.",
    points: ["Topic selection and proposal writing", "Literature reviews and methodology", "Data analysis and final write-up"],
  },
  {
    id: "integrity-checks",
    title: "AI Detection, Plagiarism Checks & Similarity Submission",
    shortTitle: "AI detection and plagiarism checks",
    summary: "Check your work before you hand it in: AI-content detection, plagiarism checks and submission to a plagiarism-similarity service.",
    points: ["AI-generated content detection", "Plagiarism and originality reports", "Submission to a plagiarism-similarity service (Turnitin)"],
  },
] as const;
