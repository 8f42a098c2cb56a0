"use client";

import { SiteLink as Link } from "./site-link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";

/**
 * Uses clsx, not cn: tailwind-merge would add ~8 kB to the first load of pages that have no other client code.
 * A header link that marks the current page (aria-current) so sighted and screen-reader users see where they are. */
export function NavLink({ href, children, className, onClick }: { href: string; children: React.ReactNode; className?: string; onClick?: () => void }) {
  const pathname = usePathname();
  const active = pathname === href;
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
      className={clsx(
        "rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70",
        active && "bg-accent text-accent-foreground",
        className,
      )}
    >
      {children}
    </Link>
  );
}
