import { DEFAULT_SITE_URL } from "@/lib/site-config";

type Env = Record<string, string | undefined>;

/**
 * Warnings `npm run build` prints about build-time variables left unset. The public pages are prerendered with them
 * inlined, so an unset variable ships its development default even if the server is later started with it.
 */
export function buildEnvWarnings(env: Env): string[] {
  const unset = (name: string) => !env[name]?.trim();
  const warnings: string[] = [];
  if (unset("NEXT_PUBLIC_SITE_URL")) {
    warnings.push(
      `NEXT_PUBLIC_SITE_URL was not set for this build: canonical URLs, og:url, the sitemap, robots.txt and the JSON-LD point at ${DEFAULT_SITE_URL}. ` +
        "Set it to the public address (e.g. https://www.example.com) and build again; setting it only when starting the server is too late.",
    );
  }
  const contact = ["NEXT_PUBLIC_CONTACT_PHONES", "NEXT_PUBLIC_CONTACT_EMAIL"].filter(unset);
  if (contact.length > 0) {
    warnings.push(`${contact.join(" and ")} not set for this build: every page shows the placeholder contact details.`);
  }
  return warnings;
}
