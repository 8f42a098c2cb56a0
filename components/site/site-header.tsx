import { LogIn } from "lucide-react";
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
        {/* a NavLink like the others, so /admin-login marks it as the current page (it alone stayed unmarked) */}
        <NavLink href={adminLoginLink.href} className="hidden items-center gap-1.5 md:inline-flex">
          <LogIn className="size-4" aria-hidden="true" />
          {adminLoginLink.label}
        </NavLink>
        <MobileMenu />
      </div>
    </header>
  );
}
