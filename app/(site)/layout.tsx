import { HydrateLater } from "@/components/site/hydrate-later";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

// Below the sticky header (64 px) and 16 px more: tabbing backwards scrolls a control just into view at the top of
// the window, where the header covered it whole (a form field, a service link, the footer's logo link on a phone).
// Controls only: sections keep their own scroll margins for the links that jump to them.
const CLEAR_STICKY_HEADER = "[&_:is(main,footer)_:is(a,button,input,select,textarea)]:scroll-mt-20";

/** Public chrome (header, footer) for every public page, including the tool pages under this group. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={`flex min-h-dvh flex-col ${CLEAR_STICKY_HEADER}`}>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
