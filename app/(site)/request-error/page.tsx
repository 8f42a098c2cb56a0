import type { Metadata } from "next";
import { RequestOutcome } from "@/components/request-form/request-outcome";
import { fieldMessage, isRequestErrorCode, requestErrorMessage } from "@/lib/requests/errors";

export const metadata: Metadata = { title: "Request Not Sent", robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * Where a request posted without JavaScript lands when it was refused. The URL carries only a code and a field name,
 * so the text shown is always one of our own messages.
 */
export default async function RequestErrorPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const code = first(params.code);
  const fieldText = fieldMessage(first(params.field), first(params.issue));
  const message = fieldText ?? (isRequestErrorCode(code) ? requestErrorMessage(code, "please try again") : requestErrorMessage("unknown"));
  return (
    <RequestOutcome kind="error" title="Your request was not sent">
      <p className="font-medium text-foreground" role="alert">
        Failed to submit your request: {message}
      </p>
      <p>Go back with your browser&apos;s Back button to correct the form: what you typed is still there.</p>
    </RequestOutcome>
  );
}
