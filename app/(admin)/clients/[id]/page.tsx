import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ClientPage } from "@/components/clients/client-page";
import { getClient } from "@/lib/clients/admin-queries";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Client", robots: { index: false, follow: false } };

/** SPEC: loads the client by id; not found (or a malformed id) redirects to /dashboard. No amounts until unlocked. */
export default async function ClientDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const client = await getClient(id);
  if (!client) redirect("/dashboard");
  return <ClientPage initial={client} />;
}
