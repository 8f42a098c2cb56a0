import { AlertCircle, CheckCircle2 } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { siteConfig, telHref } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/**
 * What a visitor without JavaScript sees after posting the request form: the success page or the error page.
 * (With JavaScript the form shows the dialog or a toast instead and never leaves the home page.)
 */
export function RequestOutcome({ kind, title, children }: { kind: "success" | "error"; title: string; children: React.ReactNode }) {
  const Icon = kind === "success" ? CheckCircle2 : AlertCircle;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-10">
        <Icon className={cn("size-12", kind === "success" ? "text-success" : "text-destructive")} aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <div className="mt-4 grid gap-3 text-muted-foreground">{children}</div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href={kind === "success" ? "/" : "/#request-form"} className={buttonVariants({ size: "lg" })}>
            {kind === "success" ? "Back to Home" : "Back to the Request Form"}
          </Link>
          <a href={telHref(siteConfig.phones[0])} className={buttonVariants({ size: "lg", variant: "outline" })}>
            Call {siteConfig.phones[0]}
          </a>
        </div>
      </div>
    </section>
  );
}
