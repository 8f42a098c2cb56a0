import { Clock, Mail, Phone } from "lucide-react";
import { ContactForm } from "@/components/contact/contact-form";
import { HydrateLater } from "@/components/site/hydrate-later";
import { PageIntro } from "@/components/site/page-intro";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig, telHref } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: `Call ${siteConfig.phones.join(" or ")}, e-mail ${siteConfig.email} or send us a message. We reply within 2-4 hours during business hours.`,
  path: "/contact",
});

const linkClass = "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70";

export default function ContactPage() {
  return (
    <>
      <PageIntro eyebrow="Get in touch" title="Contact Us" lead="Questions about a service or an existing request? Call, e-mail or send us a message." />
      <HydrateLater>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5">
          <div className="flex flex-col gap-4 lg:col-span-2">
            <InfoCard icon={Phone} title="Phone">
              <ul className="space-y-1">
                {siteConfig.phones.map((phone) => (
                  <li key={phone}>
                    <a href={telHref(phone)} className={linkClass}>
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon={Mail} title="Email">
              <a href={`mailto:${siteConfig.email}`} className={`${linkClass} wrap-anywhere`}>
                {siteConfig.email}
              </a>
            </InfoCard>
            <InfoCard icon={Clock} title="Response Time">
              <p>
                We respond within <strong>{siteConfig.contactResponseTime}</strong>.
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{siteConfig.businessHours.label}</p>
            </InfoCard>
          </div>
          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle className="text-xl">
                <h2>Send Us a Message</h2>
              </CardTitle>
              <CardDescription>All fields are required.</CardDescription>
            </CardHeader>
            <CardContent className="relative">
              <ContactForm />
            </CardContent>
          </Card>
        </div>
      </HydrateLater>
    </>
  );
}

function InfoCard({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
