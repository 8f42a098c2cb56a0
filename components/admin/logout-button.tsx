"use client";

import { LogOut } from "lucide-react";
import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";
import { logoutAction } from "@/lib/auth/actions";
import { cn } from "@/lib/utils";
import { clearAdminBrowserData } from "./browser-data";

/** A form post, so it works without JavaScript; with it, admin data kept in the browser is wiped first. */
export function LogoutButton({ className }: { className?: string }) {
  return (
    <form action={logoutAction} onSubmit={() => clearAdminBrowserData()} className={cn("w-full", className)}>
      <SubmitButton />
    </form>
  );
}

function SubmitButton() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="outline" className="w-full justify-start" disabled={pending}>
      <LogOut aria-hidden="true" />
      {pending ? "Logging out..." : "Logout"}
    </Button>
  );
}
