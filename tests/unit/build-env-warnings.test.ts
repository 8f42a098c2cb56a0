import { describe, expect, it } from "vitest";
import { buildEnvWarnings } from "@/lib/build/env-warnings";

describe("build environment warnings (scripts/postbuild.ts)", () => {
  it("warns that canonical URLs and the sitemap point at localhost when NEXT_PUBLIC_SITE_URL is unset or blank", () => {
    for (const env of [{}, { NEXT_PUBLIC_SITE_URL: " " }]) {
      const [first] = buildEnvWarnings(env);
      expect(first).toMatch(/^NEXT_PUBLIC_SITE_URL was not set/);
      expect(first).toContain("canonical URLs");
      expect(first).toContain("sitemap");
      expect(first).toContain("http://localhost:3000");
    }
  });

  it("names the contact variables left unset, and says nothing when all are set", () => {
    expect(buildEnvWarnings({ NEXT_PUBLIC_SITE_URL: "https://example.com", NEXT_PUBLIC_CONTACT_EMAIL: "a@example.com" })).toEqual([
      "NEXT_PUBLIC_CONTACT_PHONES not set for this build: every page shows the placeholder contact details.",
    ]);
    expect(buildEnvWarnings({ NEXT_PUBLIC_SITE_URL: "https://example.com", NEXT_PUBLIC_CONTACT_EMAIL: "a@example.com", NEXT_PUBLIC_CONTACT_PHONES: "+233 1" })).toEqual([]);
  });
});
