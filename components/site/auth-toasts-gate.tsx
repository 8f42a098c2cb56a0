"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { requestToaster } from "@/components/ui/notify";

const AuthToasts = dynamic(() => import("@/components/admin/auth-toasts").then((m) => m.AuthToasts), { ssr: false });

/**
 * Loads the access toasts (components/admin/auth-toasts.tsx, which brings sonner) only when the URL carries one of
 * their parameters (?error=login-required, ?logged-out=1, ?welcome=1), instead of on every page load.
 */
export function AuthToastsGate() {
  const params = useSearchParams();
  const wanted = params.get("error") === "login-required" || params.has("logged-out") || params.has("welcome");
  useEffect(() => {
    if (wanted) requestToaster();
  }, [wanted]);
  // AuthToasts shows the toast, then removes the parameter; unmounting it afterwards leaves the toast up.
  return wanted ? <AuthToasts /> : null;
}
