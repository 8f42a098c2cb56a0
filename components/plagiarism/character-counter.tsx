"use client";

import { useState } from "react";
import { counterAnnouncement, counterLevel, counterState } from "@/lib/plagiarism/counter";
import { cn } from "@/lib/utils";

const TONE = { normal: "text-muted-foreground", warning: "text-yellow-800", danger: "text-red-700" } as const;
const BAR = { normal: "bg-primary", warning: "bg-yellow-500", danger: "bg-red-600" } as const;

/**
 * "1,234 / 5,000 characters", coloured by how close the text is to the limit. `id` names the visible counter (the
 * textarea's description). Screen readers are told only when the text crosses 90 % of the limit or reaches it, in a
 * separate polite live region: the counter itself was a live region and announced every keystroke.
 */
export function CharacterCounter({ length, limit, id }: { length: number; limit: number; id?: string }) {
  const state = counterState(length, limit);
  const level = counterLevel(length, limit);
  // Said once on the way up; cleared on the way down, so crossing again is announced again.
  const [said, setSaid] = useState({ level, message: "" });
  if (said.level !== level) setSaid({ level, message: level > said.level ? counterAnnouncement(length, limit) : "" });
  return (
    <div className="space-y-1.5">
      <div id={id} className="space-y-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span data-testid="char-counter" data-tone={state.tone} className={cn("font-medium tabular-nums", TONE[state.tone])}>
            {length.toLocaleString("en-US")} / {limit.toLocaleString("en-US")} characters
          </span>
          {state.approaching && <span className="font-medium text-red-700">Approaching character limit</span>}
        </div>
        {state.showProgress && (
          <div
            role="progressbar"
            aria-label="Characters used"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={length}
            className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className={cn("h-full rounded-full transition-[width]", BAR[state.tone])} style={{ width: `${state.share * 100}%` }} />
          </div>
        )}
      </div>
      <p aria-live="polite" className="sr-only" data-testid="char-counter-announcement">
        {said.message}
      </p>
    </div>
  );
}
