"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type RefObject } from "react";

// The panels (Radix dialog, focus trap) load on first use, keeping them out of every page's first-load JavaScript.
const ToolsSheet = dynamic(() => import("./tools-sheet"), { ssr: false });
const MobileMenuSheet = dynamic(() => import("./mobile-menu-sheet"), { ssr: false });
const preload = () => {
  void import("./tools-sheet");
  void import("./mobile-menu-sheet");
};

// The outline/ghost Button styles written out: importing components/ui/button would pull tailwind-merge (~10 kB gzip)
// into the first load of every public page, which otherwise has no client code that needs it.
const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70";

export type SheetPanelProps = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void };

/**
 * One open/closed state per panel; the panel mounts on first open and then stays mounted. Without a Radix trigger the
 * dialog would drop focus on close, so focus goes back to the button that opened it.
 */
function usePanel(button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    button.current?.focus();
  };
  const sheet: SheetPanelProps = { open, onOpenChange: setOpen, onCloseAutoFocus };
  return { open, mounted, sheet, show: () => (setMounted(true), setOpen(true)) };
}

export function ToolsPanel() {
  const button = useRef<HTMLButtonElement>(null);
  const { open, mounted, sheet, show } = usePanel(button);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${buttonBase} h-8 gap-1.5 border bg-background px-3 shadow-xs hover:bg-accent hover:text-accent-foreground`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Icon d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
        Tools
      </button>
      {mounted && <ToolsSheet {...sheet} />}
    </>
  );
}

export function MobileMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const { open, mounted, sheet, show } = usePanel(button);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${buttonBase} size-9 hover:bg-accent hover:text-accent-foreground md:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Icon d="M4 6h16M4 12h16M4 18h16" className="size-5" />
      </button>
      {mounted && <MobileMenuSheet {...sheet} />}
    </>
  );
}

/** Inline icons (lucide's Wrench and Menu paths): the header's client code stays free of the icon library runtime. */
function Icon({ d, className = "size-4" }: { d: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
