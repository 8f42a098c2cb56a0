"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";
import { authText } from "@/lib/auth/messages";
import { clearAdminBrowserData } from "./browser-data";

/**
 * Shows the access toasts that arrive as query parameters after a redirect (the redirect itself happens on the
 * server): ?error=login-required, ?logged-out=1, ?welcome=1. The parameter is then removed so a reload or a
 * shared link does not repeat it. Fixed toast ids keep a second mount from showing the same message twice.
 */
export function AuthToasts() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const error = params.get("error");
  const loggedOut = params.get("logged-out");
  const welcome = params.get("welcome");

  useEffect(() => {
    if (error !== "login-required" && !loggedOut && !welcome) return;
    if (error === "login-required") toast.error(authText.loginRequired, { id: "auth-login-required" });
    if (loggedOut) {
      clearAdminBrowserData();
      toast.success(authText.loggedOut, { id: "auth-logged-out" });
    }
    if (welcome) toast.success(authText.welcome, { id: "auth-welcome" });
    const rest = new URLSearchParams(params.toString());
    if (error === "login-required") rest.delete("error");
    rest.delete("logged-out");
    rest.delete("welcome");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [error, loggedOut, welcome, params, pathname, router]);

  return null;
}
