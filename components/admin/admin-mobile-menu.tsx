"use client";

import { Menu } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { AdminNav } from "./admin-nav";
import { LogoutButton } from "./logout-button";

/** Under 768 px the side menu folds into this panel, closed again when a link is followed. */
export function AdminMobileMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open admin menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" aria-describedby="admin-menu-description">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg">Admin Panel</SheetTitle>
          <SheetDescription id="admin-menu-description" className="wrap-anywhere">
            Signed in as {email}
          </SheetDescription>
        </SheetHeader>
        <AdminNav className="px-4" onNavigate={() => setOpen(false)} />
        <div className="mt-auto border-t p-4">
          <LogoutButton />
        </div>
      </SheetContent>
    </Sheet>
  );
}
