import { LogIn } from "lucide-react";
import { SiteLink as Link } from "./site-link";
import { adminLoginLink, mainNav } from "@/lib/site-config";
import { Brand } from "./brand";
import { MobileMenu, ToolsPanel } from "./header-panels";
import { NavLink } from "./nav-link";

/** Public header: links on wide screens, a menu panel under 768 px, and the Tools panel on both. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Brand className="mr-auto" />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainNav.map((link) => (
            <NavLink key={link.href} href={link.href}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <ToolsPanel />
        <Link
          href={adminLoginLink.href}
          className="hidden items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 md:inline-flex"
        >
          <LogIn className="size-4" aria-hidden="true" />
          {adminLoginLink.label}
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
