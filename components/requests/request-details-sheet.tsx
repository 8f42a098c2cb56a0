"use client";

import { Check, Loader2, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { deleteRequest, setRequestStatus } from "@/lib/requests/admin-actions";
import type { AdminRequest } from "@/lib/requests/admin-types";
import { projectTypeLabel } from "@/lib/requests/schema";
import { AttachmentLink } from "./attachment-link";
import { formatRequestDate } from "./format";
import { RequestStatusBadge } from "./request-status-badge";

type Props = {
  request: AdminRequest | null;
  onOpenChange: (open: boolean) => void;
  onChanged: (request: AdminRequest) => void;
  onDeleted: (id: string) => void;
  onCloseAutoFocus: (event: Event) => void;
};

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // grid-cols-1 is minmax(0, 1fr): a column sized to its content grew to a long attached file's name (its button
    // does not wrap) and pushed every field past the sheet's right edge
    <div className="grid grid-cols-1 gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The side sheet 'Request Details': status, Approve / Reject / Delete, and everything the visitor sent. */
export function RequestDetailsSheet({ request, onOpenChange, onChanged, onDeleted, onCloseAutoFocus }: Props) {
  const [busy, setBusy] = useState<"approved" | "rejected" | "delete" | null>(null);
  // The pressed button is disabled while the decision is saved (and stays so once it holds), which drops keyboard
  // focus onto the sheet itself. Afterwards focus goes to the new status, or back to the button if saving failed.
  const focusAfter = useRef<"status" | "approved" | "rejected" | null>(null);
  const statusRef = useRef<HTMLSpanElement>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (busy !== null || focusAfter.current === null) return;
    ({ status: statusRef, approved: approveRef, rejected: rejectRef })[focusAfter.current].current?.focus();
    focusAfter.current = null;
  }, [busy]);

  const decide = async (status: "approved" | "rejected") => {
    if (!request) return;
    setBusy(status);
    focusAfter.current = status;
    try {
      const result = await setRequestStatus(request.id, status);
      if (!result.ok) return void toast.error(`Failed to update request status: ${result.error || "Unknown error"}`);
      onChanged(result.data);
      focusAfter.current = "status";
      toast.success(status === "approved" ? "Request approved successfully" : "Request rejected successfully");
    } catch (error) {
      // Sent to log in (the session ended): not a failure of this request.
      if (isActionRedirect(error)) return void (focusAfter.current = null);
      toast.error(`Failed to update request status: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!request) return;
    setBusy("delete");
    try {
      const result = await deleteRequest(request.id);
      if (!result.ok) return void toast.error(`Failed to delete request: ${result.error || "Unknown error"}`);
      toast.success("Request deleted successfully");
      onDeleted(request.id);
    } catch (error) {
      if (isActionRedirect(error)) return;
      toast.error(`Failed to delete request: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Sheet open={request !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader className="pr-12">
          <SheetTitle>Request Details</SheetTitle>
          {request ? (
            <SheetDescription className="flex flex-wrap items-center gap-2">
              <time dateTime={request.createdAt}>{formatRequestDate(request.createdAt)}</time>
              <span ref={statusRef} tabIndex={-1} data-testid="request-status" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70">
                <span className="sr-only">Status: </span>
                <RequestStatusBadge status={request.status} />
              </span>
            </SheetDescription>
          ) : null}
        </SheetHeader>
        {request ? (
          <div className="flex flex-col gap-6 px-4 pb-6">
            <div className="flex flex-wrap gap-2">
              <Button ref={approveRef} size="sm" onClick={() => decide("approved")} disabled={busy !== null || request.status === "approved"} className="bg-success text-white hover:bg-success/90">
                {busy === "approved" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />} Approve
              </Button>
              <Button ref={rejectRef} size="sm" variant="outline" onClick={() => decide("rejected")} disabled={busy !== null || request.status === "rejected"}>
                {busy === "rejected" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />} Reject
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button size="sm" variant="destructive" disabled={busy !== null}>
                    {busy === "delete" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />} Delete
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Are you sure?</AlertDialogTitle>
                    <AlertDialogDescription>This will permanently delete this request. This action cannot be undone.</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Cancel</AlertDialogCancel>
                    <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={remove}>
                      Delete
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
            <dl className="grid grid-cols-1 gap-4">
              <Field label="Client Name">{request.name}</Field>
              <Field label="Email">
                {request.email ? (
                  <a className="text-primary underline underline-offset-4" href={`mailto:${request.email}`}>
                    {request.email}
                  </a>
                ) : (
                  <span className="text-muted-foreground">Not provided</span>
                )}
              </Field>
              {request.phone ? (
                <Field label="Phone">
                  <a className="text-primary underline underline-offset-4" href={`tel:${request.phone.replace(/[^\d+]/g, "")}`}>
                    {request.phone}
                  </a>
                </Field>
              ) : null}
              <Field label="Project Type">{projectTypeLabel(request.projectType)}</Field>
              {request.institution ? <Field label="Institution">{request.institution}</Field> : null}
              {request.program ? <Field label="Program">{request.program}</Field> : null}
              {request.turnitinSubmission ? <Field label="Turnitin Submission">{request.turnitinSubmission}</Field> : null}
              <Field label="Details">
                {request.details ? (
                  <span className="whitespace-pre-wrap">{request.details}</span>
                ) : (
                  <span className="text-muted-foreground">No details provided</span>
                )}
              </Field>
              {request.hasAttachment ? (
                <Field label="Attached File">
                  {/* An admin-only route streams the file as a download: there is no public URL to open. */}
                  <AttachmentLink requestId={request.id} fileName={request.fileName} />
                </Field>
              ) : null}
            </dl>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
