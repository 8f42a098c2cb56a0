import type { Metadata } from "next";
import { AdminMobileMenu } from "@/components/admin/admin-mobile-menu";
import { AdminNav, AdminSectionName } from "@/components/admin/admin-nav";
import { LogoutButton } from "@/components/admin/logout-button";
import { Brand } from "@/components/site/brand";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: { default: "Admin Panel", template: "%s | Admin Panel" },
  robots: { index: false, follow: false },
};

/**
 * The staff area: checks the session on the server (no session: redirect to /?error=login-required), then the side
 * menu, collapsed into a top bar with a menu panel under 768 px. Pages and data functions check the session again.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const session = await requireAdminPage();
  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#admin-main"
        className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-r bg-muted/40 p-4 md:flex" aria-label="Admin menu">
        <Brand />
        <p className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Admin Panel</p>
        <AdminNav />
        <div className="mt-auto grid gap-3 border-t pt-4">
          <p className="truncate px-1 text-xs text-muted-foreground" title={session.email}>
            Signed in as {session.email}
          </p>
          <LogoutButton />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:hidden">
          <AdminMobileMenu email={session.email} />
          <span className="truncate font-semibold">
            <AdminSectionName />
          </span>
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
