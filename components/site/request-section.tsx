import { RequestForm } from "@/components/request-form/request-form";
import { offscreen } from "./offscreen";
import { SectionHeading } from "./page-intro";

/** 'Submit Your Request': the anchor the hero's 'Submit a Request' button scrolls to. */
export function RequestSection() {
  return (
    <section id="request-form" aria-labelledby="request-heading" className={`scroll-mt-20 py-16 sm:py-24 ${offscreen.requestSection}`}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="request-heading"
          title="Submit Your Request"
          lead="Tell us what you need and attach your guidelines if you have them. We reply in under 12 hours."
        />
        <div className="mt-10 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <RequestForm />
        </div>
      </div>
    </section>
  );
}
