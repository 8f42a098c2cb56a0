"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AdminContactMessage } from "@/lib/contact/admin-types";
import type { AdminRequest } from "@/lib/requests/admin-types";
import { useReturnFocus } from "@/components/admin/use-return-focus";
import { ContactMessages } from "./contact-messages";
import { RequestDetailsSheet } from "./request-details-sheet";
import { RequestsTable } from "./requests-table";

type Props = {
  requests: AdminRequest[];
  requestsError: string | null;
  messages: AdminContactMessage[];
  messagesError: string | null;
};

/** Client Requests: the requests table with its details sheet, and the contact messages in a second tab. */
export function RequestsView({ requests, requestsError, messages, messagesError }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [selected, setSelected] = useState<AdminRequest | null>(null);
  // A deleted request leaves the table at once (the server refresh confirms it), so focus never lands on its row.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const focus = useReturnFocus();
  const refresh = useCallback(() => startTransition(() => router.refresh()), [router]);

  const toasted = useRef(false);
  useEffect(() => {
    if (requestsError && !toasted.current) toast.error(`Error fetching requests: ${requestsError}`);
    toasted.current = Boolean(requestsError);
  }, [requestsError]);

  const unread = messages.filter((m) => !m.isRead).length;

  return (
    <Tabs defaultValue="requests" className="gap-4">
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
              requests={requests.filter((r) => !deleted.has(r.id))}
              loadError={requestsError}
              onView={(request) => {
                focus.remember();
                setSelected(request);
              }}
            />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="messages">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>
              <h2>Contact Messages</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ContactMessages messages={messages} loadError={messagesError} onChanged={refresh} />
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
        onChanged={setSelected}
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
