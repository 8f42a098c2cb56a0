import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";

/** Admin pages and the API stay out of search engines (they are also behind a login). */
const disallowedPaths = ["/dashboard", "/prompts", "/universities", "/requests", "/clients", "/library", "/admin-login", "/api"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: disallowedPaths }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
