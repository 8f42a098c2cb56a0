import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { RequestsTableSkeleton } from "@/components/requests/requests-table";
import { RequestsView } from "@/components/requests/requests-view";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_PAGE_SIZE, parsePage } from "@/lib/admin-lists/pagination";
import { isAuthError } from "@/lib/auth/errors";
import { requireAdminPage } from "@/lib/auth/session";
import { listContactMessagesForAdmin } from "@/lib/contact/admin-queries";
import { listRequests } from "@/lib/requests/admin-queries";

export const metadata: Metadata = { title: "Client Requests" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function RequestsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage();
  const params = await searchParams;
  // ?page= pages the requests, ?messages= the contact messages, ?unread=1 lists the unread ones only; ?tab=messages opens
  // the second tab (read by RequestsView).
  const pages = { requests: parsePage(params.page), messages: parsePage(params.messages), unreadOnly: params.unread === "1" };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Client Requests</h1>
        <p className="text-sm text-muted-foreground">Requests from the website form and messages from the contact page.</p>
      </header>
      <Suspense fallback={<Loading />}>
        <RequestsData {...pages} />
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

async function RequestsData({ requests: requestsPage, messages: messagesPage, unreadOnly }: { requests: number; messages: number; unreadOnly: boolean }) {
  const filter = unreadOnly ? "unread" : "all";
  const [[requests, requestsError], [messages, messagesError]] = await Promise.all([
    settle(() => listRequests(requestsPage), { requests: [], total: 0, page: 1, pageSize: ADMIN_PAGE_SIZE }),
    settle(() => listContactMessagesForAdmin(messagesPage, filter), { messages: [], total: 0, unread: 0, page: 1, pageSize: ADMIN_PAGE_SIZE, filter }),
  ]);
  return <RequestsView requests={requests} requestsError={requestsError} messages={messages} messagesError={messagesError} />;
}
