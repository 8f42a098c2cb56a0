"use client";

import { Mail, MailOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { MessageText } from "./message-text";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { deleteContactMessage, setContactMessageRead } from "@/lib/contact/admin-actions";
import type { AdminContactMessage } from "@/lib/contact/admin-types";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { useReturnFocus } from "@/components/admin/use-return-focus";
import { formatRequestDate } from "./format";

type Props = { messages: AdminContactMessage[]; loadError: string | null; onChanged: () => void; emptyText?: string };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

/** The second tab: messages from the contact page (all or the unread ones), newest first, each with read/unread and delete. */
export function ContactMessages({ messages, loadError, onChanged, emptyText = "No messages found" }: Props) {
  // Local overrides so a click shows at once; the server refresh brings the same state.
  const [readState, setReadState] = useState<Record<string, boolean>>({});
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<AdminContactMessage | null>(null);
  const focus = useReturnFocus();

  const toggleRead = async (m: AdminContactMessage, isRead: boolean) => {
    setReadState((s) => ({ ...s, [m.id]: isRead }));
    try {
      const result = await setContactMessageRead(m.id, isRead);
      if (!result.ok) throw new Error(result.error);
      onChanged();
    } catch (error) {
      setReadState((s) => ({ ...s, [m.id]: !isRead }));
      // Sent to log in (the session ended): not a failure to report.
      if (isActionRedirect(error)) return;
      toast.error(`Failed to update message: ${errorText(error)}`);
    }
  };

  const remove = async (m: AdminContactMessage) => {
    setDeleting(null);
    try {
      const result = await deleteContactMessage(m.id);
      if (!result.ok) throw new Error(result.error);
      setHidden((h) => new Set(h).add(m.id));
      focus.forget();
      toast.success("Message deleted successfully");
      onChanged();
    } catch (error) {
      if (isActionRedirect(error)) return;
      toast.error(`Failed to delete message: ${errorText(error)}`);
    }
  };

  const visible = messages.filter((m) => !hidden.has(m.id));
  if (loadError) return <p className="py-10 text-center text-muted-foreground">Error fetching messages: {loadError}</p>;
  if (visible.length === 0) return <p className="py-10 text-center text-muted-foreground">{emptyText}</p>;

  return (
    <>
      <ul className="grid gap-3" aria-label="Contact messages">
        {visible.map((m) => {
          const isRead = readState[m.id] ?? m.isRead;
          return (
            <li key={m.id}>
              <article className="grid gap-2 rounded-lg border p-4 data-[unread=true]:border-primary/40 data-[unread=true]:bg-accent/40" data-unread={!isRead} data-testid="contact-message">
                <header className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold wrap-anywhere">
                      {!isRead ? <Badge className="mr-1.5 align-middle">New</Badge> : null}
                      {m.subject}
                    </h3>
                    <p className="text-sm wrap-anywhere text-muted-foreground">
                      {m.fullName} ·{" "}
                      <a className="text-primary underline underline-offset-4" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
                        {m.email}
                      </a>
                    </p>
                  </div>
                  <time dateTime={m.createdAt} className="text-sm whitespace-nowrap text-muted-foreground">
                    {formatRequestDate(m.createdAt)}
                  </time>
                </header>
                <MessageText text={m.message} />
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => toggleRead(m, !isRead)}>
                    {isRead ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
                    {isRead ? "Mark as unread" : "Mark as read"}
                  </Button>
                  <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => {
                      focus.remember();
                      setDeleting(m);
                    }}
                    aria-label={`Delete message from ${m.fullName}`}>
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent onCloseAutoFocus={focus.onCloseAutoFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>Are you sure?</AlertDialogTitle>
            <AlertDialogDescription>This will permanently delete this message. This action cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => deleting && remove(deleting)}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
