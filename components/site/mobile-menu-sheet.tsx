"use client";

import type { SheetPanelProps } from "./header-panels";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { adminLoginLink, mainNav, siteConfig, toolLinks } from "@/lib/site-config";
import { NavLink } from "./nav-link";

/** Navigation under 768 px: the same links in a panel, closed again when one is followed. Loaded on first use. */
export default function MobileMenuSheet({ open, onOpenChange, onCloseAutoFocus }: SheetPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" onCloseAutoFocus={onCloseAutoFocus} aria-describedby="mobile-menu-description">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg">{siteConfig.name}</SheetTitle>
          <SheetDescription id="mobile-menu-description">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          {[...mainNav, adminLoginLink].map((link) => (
            <NavLink key={link.href} href={link.href} onClick={close} className="text-base">
              {link.label}
            </NavLink>
          ))}
          <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Tools</p>
          {toolLinks.map((link) => (
            <NavLink key={link.href} href={link.href} onClick={close} className="text-base">
              {link.label}
            </NavLink>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
