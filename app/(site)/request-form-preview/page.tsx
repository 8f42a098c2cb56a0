import type { Metadata } from "next";
import { RequestForm } from "@/components/request-form/request-form";

// TEMPORARY: lets the request-form e2e run until the home page renders <RequestForm />; delete it then.
export const metadata: Metadata = { title: "Request form preview", robots: { index: false, follow: false } };

export default function RequestFormPreview() {
  return (
    <section id="request-form" aria-labelledby="request-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="request-heading" className="text-2xl font-bold">Submit Your Request</h1>
      <div className="mt-8 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <RequestForm />
      </div>
    </section>
  );
}
