"use client";

import { Menu } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { adminLoginLink, mainNav, siteConfig, toolLinks } from "@/lib/site-config";
import { NavLink } from "./nav-link";

/** Navigation under 768 px: the same links in a panel, closed again when one is followed. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" data-testid="mobile-menu-trigger">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" aria-describedby="mobile-menu-description">
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
