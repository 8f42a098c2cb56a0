"use client";

import { FileSearch, Sparkles } from "lucide-react";
import Link from "next/link";
import type { SheetPanelProps } from "./header-panels";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { toolLinks } from "@/lib/site-config";

const icons = { "/humanizer": Sparkles, "/plagiarism-checker": FileSearch } as Record<string, typeof Sparkles>;

/** The 'Tools' side panel's content: the two free public tools. Loaded on first use (see lazy-sheets.tsx). */
export default function ToolsSheet({ open, onOpenChange, onCloseAutoFocus }: SheetPanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" onCloseAutoFocus={onCloseAutoFocus} aria-describedby="tools-panel-description">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg">Tools</SheetTitle>
          <SheetDescription id="tools-panel-description">Free tools to check and improve your writing.</SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col gap-2 px-4">
          {toolLinks.map((tool) => {
            const Icon = icons[tool.href] ?? Sparkles;
            return (
              <li key={tool.href}>
                <SheetClose asChild>
                  <Link
                    href={tool.href}
                    className="flex gap-3 rounded-lg border p-3 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="flex flex-col gap-0.5">
                      <span className="font-medium">{tool.label}</span>
                      <span className="text-sm text-muted-foreground">{tool.description}</span>
                    </span>
                  </Link>
                </SheetClose>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
