"use client";

import { Check, Copy, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** Read-only 'Humanized Output' with its character count, a clear button and 'Copy Text' ('Copied!' for 2 s). */
export function HumanizedOutput({ text, onClear }: { text: string; onClear: () => void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify.success("Text copied to clipboard!", { id: "copied" }); // SPEC.md section 8 (one toast, however many clicks)
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error("Failed to copy text");
    }
  }

  return (
    <section className="grid gap-2" aria-labelledby="humanized-output-label">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id="humanized-output-label" htmlFor="humanized-output" className="text-base font-semibold">
          Humanized Output
        </Label>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="humanized-output-count">
            {text.length.toLocaleString("en-US")} characters
          </span>
          {/* the button disables itself once the output is empty, which would drop the keyboard focus to <body>:
              the emptied output box takes it instead */}
          <Button type="button" variant="ghost" size="icon" onClick={() => (onClear(), box.current?.focus())} disabled={!text} aria-label="Clear humanized output">
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Textarea ref={box} id="humanized-output" readOnly value={text} rows={10} placeholder="Your humanized text will appear here" className="min-h-48 resize-y" />
      <div>
        <Button type="button" variant="outline" onClick={copy} disabled={!text}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied!" : "Copy Text"}
        </Button>
      </div>
    </section>
  );
}
