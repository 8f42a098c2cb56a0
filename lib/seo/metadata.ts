import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";

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
    },
    twitter: { card: "summary", title: fullTitle, description },
  };
}

/** Absolute URL of a path on the public site (sitemap, robots, JSON-LD). */
export function absoluteUrl(path: string) {
  return new URL(path, siteConfig.url).toString();
}
