"use client";

import { Loader2 } from "lucide-react";
import { useLinkStatus } from "next/link";
import type { ReactNode } from "react";

/**
 * Inside a Link: its icon, or a spinner while the page it leads to loads. On a slow phone connection the old rows stayed
 * on screen with no sign of the press, and staff pressed again.
 */
export function LinkPendingIcon({ children }: { children: ReactNode }) {
  const { pending } = useLinkStatus();
  return pending ? <Loader2 className="animate-spin" aria-hidden="true" data-testid="link-pending" /> : children;
}
