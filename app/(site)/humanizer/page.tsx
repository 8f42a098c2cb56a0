import { BypassTechnology } from "@/components/humanizer/bypass-technology";
import { HumanizerWorkspace } from "@/components/detector/humanizer-workspace";
import { HydrateLater } from "@/components/site/hydrate-later";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "AI Text Humanizer",
  description:
    "Check text with several AI detectors at once, see sentence-level analysis, and rewrite AI-sounding text into natural, human prose. Free, up to 5,000 characters.",
  path: "/humanizer",
});

// Static shell: all interaction happens in the client workspace, so the page is prerendered at build time.
export const dynamic = "force-static";

export default function HumanizerPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Advanced AI Text Humanizer &amp; Multi-Detector</h1>
        <p className="text-muted-foreground">
          Analyze text with several AI detection methods at once, see which sentences read as machine-written, and
          rewrite it into natural, human-sounding prose.
        </p>
      </header>
      {/* Hydrated after the header, in slices (components/site/hydrate-later.tsx). */}
      <HydrateLater>
        <HumanizerWorkspace />
        <BypassTechnology />
      </HydrateLater>
    </div>
  );
}
