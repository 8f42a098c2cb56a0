import type { Metadata } from "next";
import { RequestOutcome } from "@/components/request-form/request-outcome";
import { SUCCESS_TEXT, SUCCESS_TITLE } from "@/lib/requests/form-constants";

export const metadata: Metadata = { title: SUCCESS_TITLE, robots: { index: false, follow: true } };

/** Where a request posted without JavaScript lands when it was saved. */
export default function RequestSubmittedPage() {
  return (
    <RequestOutcome kind="success" title={SUCCESS_TITLE}>
      <p>{SUCCESS_TEXT}</p>
    </RequestOutcome>
  );
}
