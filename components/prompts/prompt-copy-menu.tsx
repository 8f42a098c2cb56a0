"use client";

import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { PromptSummary } from "@/lib/prompts/schema";
import { copyLoadedText } from "./copy-to-clipboard";
import { loadPromptContent } from "./load-prompt";

/**
 * The card's copy button: a popover offering Copy Name or Copy Content. The card holds only the start of the text,
 * so Copy Content asks the server for the whole of it, inside the click (see copyLoadedText).
 */
export function PromptCopyMenu({ prompt }: { prompt: PromptSummary }) {
  const [open, setOpen] = useState(false);
  const copy = (text: Promise<string>) => {
    setOpen(false);
    void copyLoadedText(text);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Copy ${prompt.promptName}`} title="Copy">
          <Copy aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex w-44 flex-col gap-1 p-1" align="end">
        <Button variant="ghost" className="justify-start" onClick={() => copy(Promise.resolve(prompt.promptName))}>
          Copy Name
        </Button>
        <Button variant="ghost" className="justify-start" onClick={() => copy(loadPromptContent(prompt.id))}>
          Copy Content
        </Button>
      </PopoverContent>
    </Popover>
  );
}
