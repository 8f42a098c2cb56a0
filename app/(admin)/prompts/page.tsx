import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { PromptsManager } from "@/components/prompts/prompts-manager";
import { PromptsError, PromptsLoading } from "@/components/prompts/prompts-states";
import { isAuthError } from "@/lib/auth/errors";
import { requireAdminPage } from "@/lib/auth/session";
import { listPrompts } from "@/lib/prompts/admin-queries";
import type { PromptsPage } from "@/lib/prompts/schema";

export const metadata: Metadata = { title: "Prompts Management" };

export default async function PromptsPage() {
  await requireAdminPage();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Prompts Management</h1>
        <p className="text-sm text-muted-foreground">Saved prompts, ready to view, copy and reuse.</p>
      </header>
      <Suspense fallback={<PromptsLoading />}>
        <PromptsList />
      </Suspense>
    </div>
  );
}

async function PromptsList() {
  // The first page of cards with the start of each text: the whole texts come one at a time, when asked for.
  let page: PromptsPage;
  try {
    page = await listPrompts();
  } catch (error) {
    if (isAuthError(error)) redirect("/?error=login-required");
    console.error("prompts not loaded:", error);
    return <PromptsError />;
  }
  return <PromptsManager page={page} />;
}
