"use client";

import { Inbox, LayoutDashboard, Library, MessageSquareText, School } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

/** SPEC.md's admin side menu. Client pages (/clients/{id}) belong to the Dashboard section. */
export const adminNav = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard, also: ["/clients"] },
  { href: "/prompts", label: "Prompts", icon: MessageSquareText, also: [] },
  { href: "/universities", label: "Universities & Schools", icon: School, also: [] },
  { href: "/requests", label: "Requests", icon: Inbox, also: [] },
  // Beyond SPEC's four entries: the plagiarism checker's reference library (issue 6).
  { href: "/library", label: "Reference Library", icon: Library, also: [] },
] as const;

export function sectionFor(pathname: string) {
  return adminNav.find((item) => [item.href, ...item.also].some((p) => pathname === p || pathname.startsWith(`${p}/`)));
}

export function AdminNav({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const current = sectionFor(usePathname());
  return (
    <nav aria-label="Admin" className={cn("flex flex-col gap-1", className)}>
      {adminNav.map(({ href, label, icon: Icon }) => {
        const active = current?.href === href;
        return (
          <Link
            key={href}
            href={href}
            onClick={onNavigate}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70",
              active && "bg-accent text-accent-foreground",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The current section's name, shown in the top bar on small screens. */
export function AdminSectionName() {
  return <>{sectionFor(usePathname())?.label ?? "Admin Panel"}</>;
}
