"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ContactMessagesPage } from "@/lib/contact/admin-queries";
import type { AdminRequest } from "@/lib/requests/admin-types";
import type { RequestsPage } from "@/lib/requests/admin-queries";
import { ListPagination } from "@/components/admin/list-pagination";
import { useReturnFocus } from "@/components/admin/use-return-focus";
import { ContactMessages } from "./contact-messages";
import { MessagesFilter } from "./messages-filter";
import { RequestDetailsSheet } from "./request-details-sheet";
import { RequestsTable } from "./requests-table";

type Tab = "requests" | "messages";

type Props = {
  /** one page of each list, with the whole list's counts */
  requests: RequestsPage;
  requestsError: string | null;
  messages: ContactMessagesPage;
  messagesError: string | null;
};

type Pages = { requests: number; messages: number; unreadOnly: boolean };

/** The address of a page of one list, keeping the other list's page, the messages' filter and the open tab. */
function pageHref(pages: Pages, tab: Tab): string {
  const q = new URLSearchParams();
  if (pages.requests > 1) q.set("page", String(pages.requests));
  if (pages.messages > 1) q.set("messages", String(pages.messages));
  if (pages.unreadOnly) q.set("unread", "1");
  if (tab === "messages") q.set("tab", "messages");
  const s = q.toString();
  return s ? `/requests?${s}` : "/requests";
}

/** Client Requests: the requests table with its details sheet, and the contact messages in a second tab. */
export function RequestsView({ requests: requestsPage, requestsError, messages: messagesPage, messagesError }: Props) {
  const requests = requestsPage.requests;
  const messages = messagesPage.messages;
  const pages: Pages = { requests: requestsPage.page, messages: messagesPage.page, unreadOnly: messagesPage.filter === "unread" };
  // The open tab is the address's (?tab=messages): a click on a tab adds an address (Next's router follows
  // history.pushState), keeping both lists' pages, and browser Back and Forward switch the tab with it. It was state
  // set once from the address, so Back to a ?tab= address left the other tab open.
  const tab: Tab = useSearchParams().get("tab") === "messages" ? "messages" : "requests";
  // Radix calls onValueChange on both the press and the focus of a tab, before the new address renders: the address
  // itself, not `tab`, tells whether this one was pushed already.
  const setTab = (next: Tab) => {
    const href = pageHref(pages, next);
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.pushState(null, "", href);
  };
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const [selected, setSelected] = useState<AdminRequest | null>(null);
  // A deleted request leaves the table at once (the server refresh confirms it), so focus never lands on its row.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  // An approved or rejected request shows its new status in the list at once, not when the refresh's round trip
  // ends (1-3 s on a slow line): SPEC's "the list refreshes when the sheet closes". Each change is kept until a
  // refresh asked after it has landed; a refresh already under way when it was made (closing one sheet, then approving
  // another) was rendered before it and would put the old status back.
  const [asked, setAsked] = useState(0);
  const askedNow = useRef(0); // read when a change lands, which may be after a refresh asked while it was in flight
  const [changed, setChanged] = useState<ReadonlyMap<string, { request: AdminRequest; asked: number }>>(new Map());
  const shown = (r: AdminRequest) => {
    const c = changed.get(r.id);
    return c && (c.asked === asked || refreshing) ? c.request : r;
  };
  const focus = useReturnFocus();
  const refresh = useCallback(() => {
    setAsked(++askedNow.current);
    startTransition(() => router.refresh());
  }, [router]);

  const toasted = useRef(false);
  useEffect(() => {
    if (requestsError && !toasted.current) toast.error(`Error fetching requests: ${requestsError}`);
    toasted.current = Boolean(requestsError);
  }, [requestsError]);

  // Every unread message, counted by the database: the tab lists one page of them.
  const unread = messagesPage.unread;

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v === "messages" ? "messages" : "requests")} className="gap-4">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="requests">Requests</TabsTrigger>
        <TabsTrigger value="messages">
          Contact Messages
          {unread > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="requests">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>
              <h2>Recent Requests</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <RequestsTable
              requests={requests.filter((r) => !deleted.has(r.id)).map(shown)}
              loadError={requestsError}
              onView={(request) => {
                focus.remember();
                setSelected(request);
              }}
            />
            <ListPagination
              noun="requests"
              page={requestsPage.page}
              pageSize={requestsPage.pageSize}
              total={requestsPage.total}
              hrefFor={(page) => pageHref({ ...pages, requests: page }, "requests")}
            />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="messages">
        <Card className="gap-4">
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <h2>Contact Messages</h2>
            </CardTitle>
            <MessagesFilter unread={unread} unreadOnly={pages.unreadOnly} hrefFor={(unreadOnly) => pageHref({ ...pages, messages: 1, unreadOnly }, "messages")} />
          </CardHeader>
          <CardContent>
            <ContactMessages
              messages={messages}
              loadError={messagesError}
              onChanged={refresh}
              emptyText={pages.unreadOnly ? "No unread messages" : "No messages found"}
            />
            <ListPagination
              noun="messages"
              page={messagesPage.page}
              pageSize={messagesPage.pageSize}
              total={messagesPage.total}
              hrefFor={(page) => pageHref({ ...pages, messages: page }, "messages")}
            />
          </CardContent>
        </Card>
      </TabsContent>
      <RequestDetailsSheet
        request={selected}
        onOpenChange={(open) => {
          if (open) return;
          setSelected(null);
          // SPEC: the list refreshes when the sheet closes.
          refresh();
        }}
        onChanged={(request) => {
          setSelected(request);
          setChanged((c) => new Map(c).set(request.id, { request, asked: askedNow.current }));
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onDeleted={(id) => {
          setDeleted((d) => new Set(d).add(id));
          focus.forget();
          setSelected(null);
          refresh();
        }}
      />
    </Tabs>
  );
}
