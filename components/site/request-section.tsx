import { Clock } from "lucide-react";
import { siteConfig } from "@/lib/site-config";
import { SectionHeading } from "./page-intro";

// TODO: render <RequestForm /> from "@/components/request-form/request-form" here once it lands (another engineer's file).

/** 'Submit Your Request': the anchor the hero's 'Submit a Request' button scrolls to. */
export function RequestSection() {
  return (
    <section id="request-form" aria-labelledby="request-heading" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="request-heading"
          title="Submit Your Request"
          lead="Tell us what you need and attach your guidelines if you have them. We reply in under 12 hours."
        />
        <div className="mt-10 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <p className="flex items-center gap-2 text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            The request form is coming soon. Meanwhile call {siteConfig.phones[0]} or e-mail {siteConfig.email}.
          </p>
        </div>
      </div>
    </section>
  );
}
