"use client";

import { Loader2, Wand2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Advanced Humanize', reading 'Processing...' while a request runs. */
export function HumanizeButton({ onClick, isProcessing, disabled }: { onClick: () => void; isProcessing: boolean; disabled?: boolean }) {
  return (
    <Button type="button" onClick={onClick} disabled={disabled || isProcessing} aria-busy={isProcessing}>
      {isProcessing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
      {isProcessing ? "Processing..." : "Advanced Humanize"}
    </Button>
  );
}
