"use client";

import { ClientForm, emptyClientForm, formValuesOf, type ClientFormValues, type SaveOutcome } from "@/components/clients/client-form";
import { ClientFormDialog } from "@/components/clients/client-form-dialog";
import type { ClientRecord } from "@/lib/clients/types";
import { DashboardRelockedNotice } from "./lock-card";

export type FormTarget = { mode: "add" } | { mode: "edit"; client: ClientRecord } | null;

/**
 * The dashboard's Add / Edit dialog. If the dashboard locks while it is open, the form stays with what was typed and
 * the code is asked for inside the dialog. The form is keyed by the client's version, so a reload after a conflict
 * starts from the latest details.
 */
export function DashboardFormDialog({ target, unlocked, onClose, onUnlocked, onLoggedOut, onSave }: { target: FormTarget; unlocked: boolean; onClose: () => void; onUnlocked: () => void; onLoggedOut: () => void; onSave: (values: ClientFormValues) => Promise<SaveOutcome> }) {
  const editing = target?.mode === "edit" ? target.client : null;
  return (
    <ClientFormDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Edit Client" : "Add New Client"}
      description={editing ? "Update the client's details. The payment status follows the amounts." : "Enter the client's details. The payment status follows the amounts."}
    >
      {target && !unlocked && <DashboardRelockedNotice onUnlocked={onUnlocked} onLoggedOut={onLoggedOut} />}
      {target && (
        <ClientForm
          key={editing ? `${editing.id}@${editing.updatedAt}` : "add"}
          defaultValues={editing ? formValuesOf(editing) : emptyClientForm}
          version={editing ? editing.updatedAt : undefined}
          submitLabel={editing ? "Save Changes" : "Add Client"}
          showFulfillment={editing !== null}
          onSave={onSave}
        />
      )}
    </ClientFormDialog>
  );
}
