"use client";

import { lazy, Suspense, useState } from "react";

export type OptionSelectProps = {
  id: string;
  value: string;
  options: readonly string[];
  labels: Record<string, string>;
  disabled?: boolean;
  onChange(value: string): void;
};

const load = () => import("./option-select-radix");
const OptionSelectRadix = lazy(load);

// SelectTrigger's classes (components/ui/select.tsx) with className "w-full", written out: no tailwind-merge here.
const triggerClass =
  "flex w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground data-[size=default]:h-9 data-[size=sm]:h-8 *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

/**
 * A Radix Select that loads on first use. Until then it is a button that looks and reads like the closed select
 * (role combobox, the current value, the chevron): Radix Select with its popper, focus scope and dismissable layer is
 * about 25 kB gzipped that the /humanizer page does not need to show itself. Pointing at or focusing the button
 * starts the download; activating it (click, tap, Enter, Space, arrow keys) mounts the real select, already open.
 */
export function OptionSelect(props: OptionSelectProps) {
  const [live, setLive] = useState(false);
  const placeholder = (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-controls={`${props.id}-listbox`}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-slot="select-trigger"
      data-size="default"
      disabled={props.disabled}
      className={triggerClass}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setLive(true)}
      onKeyDown={(e) => {
        if (e.key === "ArrowDown" || e.key === "ArrowUp") {
          e.preventDefault();
          setLive(true);
        }
      }}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {props.labels[props.value]}
      </span>
      {/* lucide's ChevronDown, as in SelectTrigger */}
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4 opacity-50" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </button>
  );
  if (!live) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <OptionSelectRadix {...props} />
    </Suspense>
  );
}
