"use client";

import { Menu, Wrench } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

// The panels (Radix dialog, focus trap) load on first use, keeping them out of every page's first-load JavaScript.
const ToolsSheet = dynamic(() => import("./tools-sheet"), { ssr: false });
const MobileMenuSheet = dynamic(() => import("./mobile-menu-sheet"), { ssr: false });
const preload = () => {
  void import("./tools-sheet");
  void import("./mobile-menu-sheet");
};

export type SheetPanelProps = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void };

/**
 * One open/closed state per panel; the panel mounts on first open and then stays mounted. Without a Radix trigger the
 * dialog would drop focus on close, so focus goes back to the button that opened it.
 */
function usePanel() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    button.current?.focus();
  };
  return { open, mounted, button, sheet: { open, onOpenChange: setOpen, onCloseAutoFocus }, show: () => (setMounted(true), setOpen(true)) };
}

export function ToolsPanel() {
  const panel = usePanel();
  return (
    <>
      <Button ref={panel.button} variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={panel.open} onClick={panel.show} onPointerEnter={preload} onFocus={preload}>
        <Wrench aria-hidden="true" />
        Tools
      </Button>
      {panel.mounted && <ToolsSheet {...panel.sheet} />}
    </>
  );
}

export function MobileMenu() {
  const panel = usePanel();
  return (
    <>
      <Button
        ref={panel.button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={panel.open}
        onClick={panel.show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {panel.mounted && <MobileMenuSheet {...panel.sheet} />}
    </>
  );
}
