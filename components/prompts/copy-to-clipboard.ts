"use client";

import { toast } from "sonner";
import { isActionRedirect } from "@/components/admin/action-redirect";

/**
 * Copies a text and says so in a toast (SPEC section 8: 'Copied to clipboard' / 'Failed to copy to clipboard'), also
 * a text still on its way from the server (the cards hold only the start of each prompt). Call it straight from the
 * click, before any await: Safari allows a clipboard write only inside the user's gesture, so the
 * write starts at once with a ClipboardItem holding the promise, and the browser waits for the text. Where
 * ClipboardItem or clipboard.write is missing or refuses (older Firefox), the text is awaited and written with
 * writeText, which Chrome allows after the gesture too.
 */
export async function copyLoadedText(text: Promise<string>): Promise<boolean> {
  try {
    try {
      if (typeof ClipboardItem !== "function" || typeof navigator.clipboard?.write !== "function") throw new Error("no ClipboardItem");
      const blob = text.then((t) => new Blob([t], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    } catch {
      // Also where the text failed to load: awaiting it again rethrows that error, and the toast below says so.
      await navigator.clipboard.writeText(await text);
    }
    toast.success("Copied to clipboard");
    return true;
  } catch (error) {
    // Sent to log in (the session ended): the login page says why; a failure toast would only confuse.
    if (!isActionRedirect(error)) toast.error("Failed to copy to clipboard");
    return false;
  }
}
