import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { UniversityTracker } from "@/components/universities/university-tracker";
import { isAuthError } from "@/lib/auth/errors";
import { requireAdminPage } from "@/lib/auth/session";
import { listUniversityStatuses } from "@/lib/universities/admin-queries";
import type { VisitStatus } from "@/lib/universities/data";

export const metadata: Metadata = { title: "Universities & Schools" };

export default async function UniversitiesPage() {
  await requireAdminPage();
  let statuses: Record<string, VisitStatus> = {};
  let loadFailed = false;
  try {
    statuses = await listUniversityStatuses();
  } catch (error) {
    if (isAuthError(error)) redirect("/?error=login-required");
    // SPEC: the built-in list still shows, every row at its default, with a warning toast.
    console.error("university statuses not loaded:", error);
    loadFailed = true;
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Universities &amp; Schools</h1>
        <p className="text-sm text-muted-foreground">Accra University Visit Tracker</p>
      </header>
      <UniversityTracker initialStatuses={statuses} loadFailed={loadFailed} />
    </div>
  );
}
