"use client";

import { toast } from "sonner";

/** Copies text and says so in a toast (SPEC section 8: 'Copied to clipboard' / 'Failed to copy to clipboard'). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard");
    return true;
  } catch {
    toast.error("Failed to copy to clipboard");
    return false;
  }
}
