import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { RequestsTableSkeleton } from "@/components/requests/requests-table";
import { RequestsView } from "@/components/requests/requests-view";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { isAuthError } from "@/lib/auth/errors";
import { requireAdminPage } from "@/lib/auth/session";
import { listContactMessagesForAdmin } from "@/lib/contact/admin-queries";
import { listRequests } from "@/lib/requests/admin-queries";

export const metadata: Metadata = { title: "Client Requests" };

export default async function RequestsPage() {
  await requireAdminPage();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Client Requests</h1>
        <p className="text-sm text-muted-foreground">Requests from the website form and messages from the contact page.</p>
      </header>
      <Suspense fallback={<Loading />}>
        <RequestsData />
      </Suspense>
    </div>
  );
}

function Loading() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Recent Requests</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <RequestsTableSkeleton />
      </CardContent>
    </Card>
  );
}

// Failures become a message on the page (and a toast), never a broken page; a lost session goes to login.
async function settle<T>(load: () => Promise<T>, fallback: T): Promise<[T, string | null]> {
  try {
    return [await load(), null];
  } catch (error) {
    if (isAuthError(error)) redirect("/?error=login-required");
    console.error("requests page data not loaded:", error);
    return [fallback, "The database could not be reached. Please try again."];
  }
}

async function RequestsData() {
  const [[requests, requestsError], [messages, messagesError]] = await Promise.all([
    settle(listRequests, []),
    settle(listContactMessagesForAdmin, []),
  ]);
  return <RequestsView requests={requests} requestsError={requestsError} messages={messages} messagesError={messagesError} />;
}
