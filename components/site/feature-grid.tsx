import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export type Feature = { icon: LucideIcon; title: string; text: string };

/**
 * Three cards with an icon, a title and a line of text: Why Choose Us, the About page's pillars and values.
 * "centered" puts a round filled icon above centred text; "left" a soft square icon above left-aligned text.
 */
export function FeatureGrid({ items, variant = "centered", className }: { items: readonly Feature[]; variant?: "centered" | "left"; className?: string }) {
  const centered = variant === "centered";
  return (
    <ul className={cn("mt-12 grid gap-6 md:grid-cols-3", className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn("rounded-xl border bg-card p-8 shadow-sm", centered && "flex flex-col items-center text-center")}>
          <span
            className={cn(
              "flex items-center justify-center",
              centered ? "size-14 rounded-full bg-primary text-primary-foreground" : "size-12 rounded-lg bg-primary/10 text-primary",
            )}
          >
            <Icon className={centered ? "size-7" : "size-6"} aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
