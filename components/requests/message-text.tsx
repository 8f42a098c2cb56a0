"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** Messages longer than this show their first lines until opened. */
const LONG_MESSAGE_CHARS = 400;

/**
 * A contact message's text. A page of 50 messages of up to 5,000 characters each was 51,000 px tall on a phone (64
 * screens), and the unread ones were lost in it: a long message shows its first six lines and "Show full message".
 */
export function MessageText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > LONG_MESSAGE_CHARS || text.split("\n").length > 6;
  return (
    <div className="grid justify-items-start gap-1">
      <p id={id} className={long && !open ? "line-clamp-6 text-sm wrap-anywhere whitespace-pre-wrap" : "text-sm wrap-anywhere whitespace-pre-wrap"}>
        {text}
      </p>
      {long && (
        <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? "Show less" : "Show full message"}
        </Button>
      )}
    </div>
  );
}
