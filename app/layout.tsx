import type { Metadata, Viewport } from "next";
import { Suspense } from "react";
import { AuthToastsGate } from "@/components/site/auth-toasts-gate";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { siteConfig } from "@/lib/site-config";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
};

export const viewport: Viewport = { themeColor: "#1e3a8a", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        {children}
        {/* Mounted on first use: keeps sonner out of the public pages' first load (components/ui/lazy-toaster.tsx). */}
        <LazyToaster />
        {/* Login/logout toasts that arrive as ?error=login-required, ?logged-out=1, ?welcome=1 after a redirect. */}
        <Suspense fallback={null}>
          <AuthToastsGate />
        </Suspense>
      </body>
    </html>
  );
}
