import { ImageResponse } from "next/og";
import { OG_IMAGE } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

// The picture of a shared link (WhatsApp is how most visitors pass the site on). It reads nothing per request, so
// `next build` renders it once into a static PNG; the font is the one next/og bundles, so the build needs no network.
export const alt = OG_IMAGE.alt;
export const size = { width: OG_IMAGE.width, height: OG_IMAGE.height };
export const contentType = OG_IMAGE.type;

// The home hero's colours (--primary, Tailwind blue-900 and blue-950) in sRGB: the renderer does not read oklch.
const PRIMARY = "#1a469d";
const CAP = "M26 13.5 16 8 6 13.5l10 5.5 10-5.5Zm-16 2.2v5.1c0 1.6 2.7 3.2 6 3.2s6-1.6 6-3.2v-5.1M26 13.5V19"; // app/icon.svg

export default function OpengraphImage() {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "center", padding: "0 96px", color: "#fff", backgroundImage: `linear-gradient(135deg, ${PRIMARY}, #1c398e 55%, #162456)` }}>
        <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
          <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: 112, height: 112, borderRadius: 24, background: "#fff" }}>
            <svg width="80" height="80" viewBox="0 0 32 32">
              <path d={CAP} fill="none" stroke={PRIMARY} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <div style={{ fontSize: 36, color: "#dbeafe" }}>{siteConfig.strapline}</div>
        </div>
        <div style={{ marginTop: 48, fontSize: 84, fontWeight: 700, letterSpacing: -2, lineHeight: 1.05 }}>{siteConfig.name}</div>
        <div style={{ marginTop: 24, fontSize: 44, color: "#eff6ff" }}>{siteConfig.tagline}</div>
      </div>
    ),
    size,
  );
}
