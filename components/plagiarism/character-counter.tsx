import { counterState } from "@/lib/plagiarism/counter";
import { cn } from "@/lib/utils";

const TONE = { normal: "text-muted-foreground", warning: "text-amber-700", danger: "text-red-700" } as const;
const BAR = { normal: "bg-primary", warning: "bg-amber-500", danger: "bg-red-600" } as const;

/** "1,234 / 5,000 characters", coloured by how close the text is to the limit. */
export function CharacterCounter({ length, limit, id }: { length: number; limit: number; id?: string }) {
  const state = counterState(length, limit);
  return (
    <div className="space-y-1.5" id={id}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span data-testid="char-counter" data-tone={state.tone} className={cn("font-medium tabular-nums", TONE[state.tone])} aria-live="polite">
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
  );
}
