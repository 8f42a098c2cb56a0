import { HowItWorks } from "@/components/plagiarism/how-it-works";
import { PlagiarismChecker } from "@/components/plagiarism/plagiarism-checker";
import { HydrateLater } from "@/components/site/hydrate-later";
import { offscreen } from "@/components/site/offscreen";
import { PageIntro } from "@/components/site/page-intro";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Plagiarism Checker",
  description: "Check up to 5,000 characters for copied and reworded passages: matching sources, highlighted passages and advice on what to cite.",
  path: "/plagiarism-checker",
});

export default function PlagiarismCheckerPage() {
  return (
    <>
      <PageIntro
        eyebrow="Free tool"
        title="AI-Powered Plagiarism Checker"
        lead="Find copied, reworded and reordered passages in your text, see where they come from, and learn what to cite before you submit."
      />
      {/* Hydrated after the header, in slices; the explainer below the fold is not laid out until it nears the viewport (components/site). */}
      <HydrateLater>
        <PlagiarismChecker />
      </HydrateLater>
      <div className={offscreen.plagiarismHowItWorks}>
        <HydrateLater>
          <HowItWorks />
        </HydrateLater>
      </div>
    </>
  );
}
