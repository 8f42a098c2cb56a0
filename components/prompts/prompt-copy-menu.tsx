"use client";

import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { Prompt } from "@/lib/prompts/schema";
import { copyToClipboard } from "./copy-to-clipboard";

/** The card's copy button: a popover offering Copy Name or Copy Content. */
export function PromptCopyMenu({ prompt }: { prompt: Prompt }) {
  const [open, setOpen] = useState(false);
  const copy = async (text: string) => {
    setOpen(false);
    await copyToClipboard(text);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Copy ${prompt.promptName}`} title="Copy">
          <Copy aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex w-44 flex-col gap-1 p-1" align="end">
        <Button variant="ghost" className="justify-start" onClick={() => copy(prompt.promptName)}>
          Copy Name
        </Button>
        <Button variant="ghost" className="justify-start" onClick={() => copy(prompt.promptContent)}>
          Copy Content
        </Button>
      </PopoverContent>
    </Popover>
  );
}
