import { Mail, Phone } from "lucide-react";
import { SiteLink as Link } from "./site-link";
import { mainNav, siteConfig, telHref, toolLinks } from "@/lib/site-config";
import { Brand } from "./brand";

// py-1 makes each link a 28 px tap target (20 px of text; WCAG 2.5.8 asks 24). The lists' spacing shrinks by the
// same 8 px and each list starts 4 px higher and ends 4 px lower, so the text sits exactly where it did before.
const linkClass = "inline-block py-1 rounded-sm text-slate-300 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-white";

/** Footer: quick links, tools and both phone numbers on every public page. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <Brand inverted className="text-white" />
          <p className="mt-4 max-w-sm text-sm text-slate-300">{siteConfig.description}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Quick Links</h2>
          <ul className="mt-3 -mb-1 text-sm">
            {[...mainNav, ...toolLinks].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-3 -mb-1 space-y-1 text-sm">
            {siteConfig.phones.map((phone) => (
              <li key={phone} className="flex items-center gap-2">
                <Phone className="size-4 text-slate-400" aria-hidden="true" />
                <a href={telHref(phone)} className={linkClass}>
                  {phone}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <a href={`mailto:${siteConfig.email}`} className={`${linkClass} break-words`}>
                {siteConfig.email}
              </a>
            </li>
            <li className="py-1 text-slate-300">
              {siteConfig.address.locality}, Ghana
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          © {year} {siteConfig.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
