import { createHash } from "node:crypto";
import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";

/**
 * The link-preview picture that app/opengraph-image.tsx renders at build time. Named here, in every page's metadata,
 * because a page's own openGraph and twitter objects replace the image Next would otherwise fill in from that file.
 */
export const OG_IMAGE = { url: `/opengraph-image?v=${ogImageVersion([siteConfig.name, siteConfig.strapline, siteConfig.tagline])}`, width: 1200, height: 630, alt: `${siteConfig.name}: ${siteConfig.strapline}`, type: "image/png" };

/**
 * WhatsApp and Facebook keep a link's preview picture by its URL for days: the picture's words (and a design number to
 * raise when app/opengraph-image.tsx changes) are part of the URL, so a new strapline reaches the next share.
 * The query is ignored by the route.
 */
export function ogImageVersion(words: string[], design = 1): string {
  return createHash("sha256").update([design, ...words].join("|")).digest("hex").slice(0, 10);
}

/**
 * Title, description, canonical URL and OpenGraph for one public page. Next merges metadata shallowly, so each
 * page sets its own complete openGraph object (a child's openGraph would otherwise drop the parent's fields).
 */
export function pageMetadata({ title, description, path, absoluteTitle = false }: { title: string; description: string; path: string; absoluteTitle?: boolean }): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      url: path,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title: fullTitle,
      description,
      images: [OG_IMAGE],
    },
    // The large card: the picture is 1200x630, which the small square card would crop.
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE] },
  };
}

/** Absolute URL of a path on the public site (sitemap, robots, JSON-LD). */
export function absoluteUrl(path: string) {
  return new URL(path, siteConfig.url).toString();
}
