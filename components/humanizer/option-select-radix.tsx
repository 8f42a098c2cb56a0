"use client";

import { useEffect, useRef } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { OptionSelectProps } from "./option-select";

/** The real Radix Select behind OptionSelect, loaded on first use and mounted open (the visitor just opened it). */
export default function OptionSelectRadix({ id, value, options, labels, disabled, onChange }: OptionSelectProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus moves from the placeholder button (now gone) to the real trigger, where the open list returns it on close.
  useEffect(() => trigger.current?.focus(), []);
  return (
    <Select value={value} disabled={disabled} onValueChange={onChange} defaultOpen>
      <SelectTrigger ref={trigger} id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o} value={o}>
            {labels[o]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
