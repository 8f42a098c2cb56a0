import { CheckCircle2 } from "lucide-react";
import type { services } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { ServiceIcon } from "./service-icon";

type Service = (typeof services)[number];

/** One of the four blocks on /services; alternate blocks swap sides on wide screens. */
export function ServiceBlock({ service, index }: { service: Service; index: number }) {
  return (
    <article id={service.id} aria-labelledby={`${service.id}-title`} className="scroll-mt-20">
      <div className={cn("grid items-center gap-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-10 md:grid-cols-5", index % 2 === 1 && "md:[&>*:first-child]:order-2")}>
        <div className="flex items-center justify-center md:col-span-2">
          <span className="flex size-24 items-center justify-center rounded-2xl bg-gradient-to-br from-primary to-blue-900 text-primary-foreground shadow-md sm:size-32">
            <ServiceIcon id={service.id} className="size-12 sm:size-16" />
          </span>
        </div>
        <div className="md:col-span-3">
          <p className="text-sm font-semibold text-primary">Service {index + 1} of 4</p>
          <h2 id={`${service.id}-title`} className="mt-1 text-2xl font-bold tracking-tight text-balance">
            {service.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{service.summary}</p>
          <ul className="mt-5 space-y-2">
            {service.points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
