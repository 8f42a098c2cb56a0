import { GraduationCap } from "lucide-react";
import { SiteLink as Link } from "./site-link";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/** Logo mark and name, linking home. The short name keeps the header on one line at 375 px. */
export function Brand({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    // On the dark footer (inverted) the ring is white, as for the footer's other links: the blue ring was 1.4:1 there.
    <Link
      href="/"
      className={cn("flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px]", inverted ? "focus-visible:ring-white" : "focus-visible:ring-ring/70", className)}
    >
      <span className={cn("flex size-8 items-center justify-center rounded-lg", inverted ? "bg-white text-primary" : "bg-primary text-primary-foreground")}>
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      <span className="text-base sm:text-lg">
        <span className="sm:hidden">{siteConfig.shortName}</span>
        <span className="hidden sm:inline">{siteConfig.name}</span>
      </span>
    </Link>
  );
}
