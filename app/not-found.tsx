import { Home } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";

// No robots key: Next already adds noindex to the 404 answer, and a second tag would repeat it.
export const metadata: Metadata = { title: "Page not found" };

/** Any unknown URL. Lives outside the (site) group, so it brings the public chrome itself. */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-24 outline-none">
        <div className="text-center">
          <p className="text-7xl font-bold text-primary">404</p>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
          <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/">
              <Home aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
