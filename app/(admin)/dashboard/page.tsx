import { createHash } from "node:crypto";
import type { Metadata } from "next";
import { Dashboard } from "@/components/dashboard/dashboard";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false, follow: false } };

export default async function DashboardPage() {
  const session = await requireAdminPage();
  // Ties the browser's copy of the client list to this login: a copy from an earlier session is discarded.
  const cacheScope = createHash("sha256").update(`clients-cache:${session.sessionId}`).digest("hex").slice(0, 32);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="text-sm text-muted-foreground">Clients, payments and what has been disbursed.</p>
      </div>
      <Dashboard initiallyUnlocked={session.unlocked} unlockMsLeft={session.unlockMsLeft} cacheScope={cacheScope} />
    </div>
  );
}
