"use client";

import { Loader2, Wand2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * 'Advanced Humanize', reading 'Processing...' while a request runs. While it runs the button is aria-disabled, not
 * disabled: a disabled button loses the keyboard focus (Chromium moves it to <body>), so a keyboard user who pressed it
 * was sent back to the top of the page, and stayed there once the result came. A press meanwhile does nothing.
 */
export function HumanizeButton({ onClick, isProcessing, disabled }: { onClick: () => void; isProcessing: boolean; disabled?: boolean }) {
  return (
    <Button
      type="button"
      onClick={isProcessing ? undefined : onClick}
      disabled={disabled && !isProcessing}
      aria-disabled={isProcessing || undefined}
      aria-busy={isProcessing}
    >
      {isProcessing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
      {isProcessing ? "Processing..." : "Advanced Humanize"}
    </Button>
  );
}
