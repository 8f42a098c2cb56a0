"use client";

import { ArrowLeftIcon, LockIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { RelockedNotice } from "@/components/admin/relocked-notice";
import { UnlockCodeForm } from "@/components/admin/unlock-code-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { deleteClientWithToken, unlockClient, updateClientWithToken } from "@/lib/clients/admin-actions";
import { CLIENT_LOCKED } from "@/lib/clients/messages";
import type { ClientRecord, ClientWithAmounts } from "@/lib/clients/types";
import { ClientForm, formValuesOf, type ClientFormValues, type SaveOutcome } from "./client-form";
import { DeleteClientDialog } from "./delete-client-dialog";
import { FulfillmentStatusBadge, PaymentStatusBadge } from "./status-badges";

/**
 * SPEC "Client page": locked until the 4-digit password is entered; the unlock (a short-lived token from the server)
 * lives in this component's memory only, so it holds for this page view. Amounts arrive with the unlock.
 */
export function ClientPage({ initial }: { initial: ClientRecord }) {
  const router = useRouter();
  const [header, setHeader] = useState<ClientRecord>(initial);
  // token null: the unlock lapsed while the form was open; the form stays with what was typed until the code is given
  const [edit, setEdit] = useState<{ token: string | null; client: ClientWithAmounts } | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function unlock(code: string) {
    const r = await unlockClient(header.id, code);
    if (r.ok) {
      // Unlocked again over an open form: only the token changes, so what was typed stays (a fresh copy of the client
      // would remount the form when someone else had saved it meanwhile).
      setEdit((e) => (e ? { token: r.data.token, client: e.client } : r.data));
      if (!edit) setHeader(r.data.client);
      toast.success(r.message ?? "Client editing unlocked successfully");
    } else {
      toast.error(r.error);
      if (r.loggedOut) router.replace("/?error=login-required");
      if (r.code === "not_found") router.replace("/dashboard");
    }
  }

  function lockAgain(message: string) {
    toast.error(message);
    setEdit((e) => e && { token: null, client: e.client });
  }

  async function save(values: ClientFormValues): Promise<SaveOutcome> {
    if (!edit) return;
    if (!edit.token) return void toast.error(CLIENT_LOCKED);
    try {
      const r = await updateClientWithToken(header.id, edit.token, values);
      if (r.ok) {
        toast.success(r.message ?? `Client "${r.data.name}" has been updated.`);
        setHeader(r.data);
        setEdit({ token: edit.token, client: r.data });
        return;
      }
      if (r.code === "locked") return void lockAgain(r.error);
      if (r.code === "not_found") {
        toast.error("Failed to update client");
        return void router.replace("/dashboard");
      }
      if (r.code === "conflict" && r.latest) {
        // Changed by someone else since this form was loaded: nothing saved, what was typed stays; reloading remounts the
        // form (keyed by the version) with the latest details.
        const latest = r.latest;
        toast.error(r.error);
        setHeader(latest);
        return { conflict: { message: r.error, reload: () => setEdit((e) => e && { token: e.token, client: latest }) } };
      }
      toast.error(r.code === "invalid" ? r.error : "Failed to update client");
      return { fieldErrors: r.fieldErrors };
    } catch (error) {
      if (!isActionRedirect(error)) toast.error("Failed to update client");
    }
  }

  async function remove() {
    if (!edit) return;
    if (!edit.token) return void toast.error(CLIENT_LOCKED);
    try {
      const r = await deleteClientWithToken(header.id, edit.token);
      if (r.ok) {
        toast.success(r.message ?? `Client "${header.name}" has been deleted.`);
        router.replace("/dashboard");
      } else if (r.code === "locked") lockAgain(r.error);
      else toast.error("Failed to delete client");
    } catch (error) {
      if (!isActionRedirect(error)) toast.error("Failed to delete client");
    }
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <Link href="/dashboard" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> Back to Dashboard
        </Link>
        {/* "anywhere", not break-words: a name with no spaces must not set the page's minimum width (it scrolled sideways at 375 px) */}
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">Client: {header.name}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Payment Status</dt>
            <dd>
              <PaymentStatusBadge status={header.paymentStatus} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Fulfillment Status</dt>
            <dd>
              <FulfillmentStatusBadge status={header.fulfillmentStatus} />
            </dd>
          </div>
        </dl>
      </div>

      {edit ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Edit Client Information</h2>
            </CardTitle>
            <CardDescription>The payment status follows the amounts.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {!edit.token && (
              <RelockedNotice message="Editing is locked again. What you typed is kept: enter the 4-digit password, then save again." label="Password" submitLabel="Unlock" onUnlock={unlock} />
            )}
            <ClientForm key={edit.client.updatedAt} defaultValues={formValuesOf(edit.client)} version={edit.client.updatedAt} submitLabel="Save Changes" showFulfillment onSave={save}>
              <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                <Trash2Icon aria-hidden="true" /> Delete Client
              </Button>
            </ClientForm>
          </CardContent>
        </Card>
      ) : (
        <Card className="max-w-xl">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LockIcon className="size-4" aria-hidden="true" />
              <h2>Client Editing Locked</h2>
            </CardTitle>
            <CardDescription>Client information is protected. Please enter the 4-digit password to edit this client.</CardDescription>
          </CardHeader>
          <CardContent>
            <UnlockCodeForm label="Password" submitLabel="Unlock" onUnlock={unlock} />
          </CardContent>
        </Card>
      )}

      <DeleteClientDialog open={confirming} onOpenChange={setConfirming} clientName={header.name} onConfirm={remove} />
    </div>
  );
}
