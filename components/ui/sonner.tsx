"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

// Below the sticky headers (64 px), so a toast never covers the navigation or the menu button.
const BELOW_HEADER = { top: 76 };

function Toaster(props: ToasterProps) {
  return <Sonner data-slot="toaster" richColors closeButton position="top-right" offset={{ ...BELOW_HEADER, right: 24 }} mobileOffset={{ ...BELOW_HEADER, right: 16, left: 16 }} {...props} />;
}

export { Toaster };
