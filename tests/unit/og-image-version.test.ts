import { describe, expect, it } from "vitest";
import { OG_IMAGE, ogImageVersion } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

describe("link-preview image URL", () => {
  it("carries a version made from the picture's words, so a new strapline gets a new URL", () => {
    expect(OG_IMAGE.url).toMatch(/^\/opengraph-image\?v=[0-9a-z]+$/);
    // the URL's version is the one of the words the picture shows (a pattern alone held for a fixed version too)
    expect(OG_IMAGE.url).toBe(`/opengraph-image?v=${ogImageVersion([siteConfig.name, siteConfig.strapline, siteConfig.tagline])}`);
    expect(OG_IMAGE.url).not.toBe(`/opengraph-image?v=${ogImageVersion([siteConfig.name, `${siteConfig.strapline}!`, siteConfig.tagline])}`);
    const words = ["Academic Excellence Hub", "Academic help in Accra, Ghana", "Tagline"];
    expect(ogImageVersion(words)).toBe(ogImageVersion([...words]));
    expect(ogImageVersion(["Academic Excellence Hub", "Academic help in Kumasi, Ghana", "Tagline"])).not.toBe(ogImageVersion(words));
    // the design number changes it too (raised when app/opengraph-image.tsx is redrawn)
    expect(ogImageVersion(words, 2)).not.toBe(ogImageVersion(words));
  });
});
