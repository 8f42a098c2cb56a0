import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/site-config.ts reads the environment when it is first imported, as `next build` does once. */
async function freshSiteConfig() {
  vi.resetModules();
  return (await import("@/lib/site-config")).siteConfig;
}

afterEach(() => vi.unstubAllEnvs());

describe("site config from the build environment", () => {
  it("takes the site URL, e-mail and phone numbers from NEXT_PUBLIC_* variables", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://www.example.com.gh");
    vi.stubEnv("NEXT_PUBLIC_CONTACT_EMAIL", " help@example.com.gh ");
    vi.stubEnv("NEXT_PUBLIC_CONTACT_PHONES", "+233 30 111 2222, +233 55 333 4444 ,");
    const config = await freshSiteConfig();
    expect(config.url).toBe("https://www.example.com.gh");
    expect(config.email).toBe("help@example.com.gh");
    expect(config.phones).toEqual(["+233 30 111 2222", "+233 55 333 4444"]);
  });

  it("keeps the defaults when the variables are unset or blank", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "");
    vi.stubEnv("NEXT_PUBLIC_CONTACT_EMAIL", " ");
    vi.stubEnv("NEXT_PUBLIC_CONTACT_PHONES", " , ");
    const config = await freshSiteConfig();
    expect(config.url).toBe("http://localhost:3000");
    expect(config.email).toBe("info@academicexcellencehub.com");
    expect(config.phones).toEqual(["+233 24 000 0001", "+233 20 000 0002"]);
  });
});
