"use client";

import { Loader2, Paperclip } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { toast } from "sonner";
import { buttonVariants } from "@/components/ui/button";
import { attachmentUrl } from "@/lib/requests/admin-types";

const DOWNLOAD_FAILED = "The file could not be downloaded. Please check your connection and try again.";

/**
 * A request's file, downloaded through the admin-only route. A plain `<a download>` let the browser swallow the
 * route's answer when the file was gone ("The attached file is missing from storage." never reached the staff: the
 * download just failed in the browser's list); fetching first shows that message as a toast. The link stays a real
 * link, so a modified click (new tab, save as) and a page without JavaScript still reach the route.
 */
export function AttachmentLink({ requestId, fileName }: { requestId: string; fileName: string | null }) {
  const [busy, setBusy] = useState(false);
  const url = attachmentUrl(requestId);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        const message = body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : DOWNLOAD_FAILED;
        toast.error(message);
        return;
      }
      const href = URL.createObjectURL(await response.blob());
      const a = document.createElement("a");
      a.href = href;
      a.download = fileName || "attachment";
      document.body.append(a);
      a.click();
      a.remove();
      // the browser has taken the file by then; a minute leaves room for a slow save dialog
      window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch {
      toast.error(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={url} download onClick={download} aria-busy={busy} className={buttonVariants({ variant: "outline", size: "sm", className: "max-w-full" })}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Paperclip aria-hidden="true" />}
      <span className="truncate">{fileName || "View Attachment"}</span>
    </a>
  );
}
