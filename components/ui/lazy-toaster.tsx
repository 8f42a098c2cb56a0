"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { requestToaster, toasterStore } from "./notify";

const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

/** Public pages that show a toast only after the visitor does something (fill in a form, run a tool). */
const PUBLIC_PAGES = new Set(["/", "/services", "/about-us", "/contact", "/humanizer", "/plagiarism-checker", "/request-submitted", "/request-error"]);

/**
 * sonner's Toaster, mounted when it is first needed instead of with the page: on the public pages, when a toast is
 * requested (components/ui/notify.ts) or the visitor first interacts; on every other page (admin pages toast on
 * load) right after hydration. Keeps sonner's code and its injected stylesheet out of the public pages' load.
 */
export function LazyToaster() {
  const pathname = usePathname();
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.requested, () => false);
  useEffect(() => {
    if (!PUBLIC_PAGES.has(pathname)) return requestToaster();
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const onFirst = () => requestToaster();
    for (const e of events) window.addEventListener(e, onFirst, { once: true, passive: true, capture: true });
    return () => events.forEach((e) => window.removeEventListener(e, onFirst, { capture: true }));
  }, [pathname]);
  return wanted ? <Toaster /> : null;
}
