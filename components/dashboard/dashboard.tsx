"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ClientFormValues, SaveOutcome } from "@/components/clients/client-form";
import { DeleteClientDialog } from "@/components/clients/delete-client-dialog";
import { addClient, deleteClient, loadDashboardFigures, setClientFulfillment, updateClient, type ClientActionResult } from "@/lib/clients/admin-actions";
import { Button } from "@/components/ui/button";
import { CLIENT_LIST_STEP, firstRows, nextSort, visibleClients, type SortDirection, type SortField } from "@/lib/clients/list-view";
import { LOCKED_BY_TIMER, LOCKED_EDIT, LOCKED_FIGURES } from "@/lib/clients/messages";
import type { DashboardSummary } from "@/lib/clients/summary";
import type { ClientRecord } from "@/lib/clients/types";
import { UNDER_LG, useCompactLayout } from "@/components/clients/use-compact-layout";
import { ClientCards } from "./client-cards";
import { ClientTable } from "./client-table";
import { ClientsToolbar } from "./clients-toolbar";
import { FiguresPanel } from "./figures-panel";
import { DashboardFormDialog, type FormTarget } from "./dashboard-form-dialog";
import { LockCard } from "./lock-card";
import { useUnlockExpiry } from "./use-unlock-expiry";
import { useClientList } from "./use-client-list";
import { useFocusAfterMore } from "@/components/admin/use-focus-after-more";

const count = new Intl.NumberFormat("en-US");

/** The admin dashboard (SPEC "Dashboard"). Every amount comes from a server call made while unlocked. */
export function Dashboard({ initiallyUnlocked, unlockMsLeft, cacheScope }: { initiallyUnlocked: boolean; unlockMsLeft: number; cacheScope: string }) {
  const id = useId();
  const router = useRouter();
  const [unlocked, setUnlocked] = useState(initiallyUnlocked);
  const [showFigures, setShowFigures] = useState(false);
  const [figures, setFigures] = useState<DashboardSummary | null>(null);
  const [search, setSearch] = useState("");
  const [activeOnly, setActiveOnly] = useState(false);
  const [sort, setSort] = useState<{ field: SortField | null; direction: SortDirection }>({ field: null, direction: "asc" });
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [deleteTarget, setDeleteTarget] = useState<ClientRecord | null>(null);
  const { clients, setClients, loading, reload, hideAmounts } = useClientList(cacheScope);
  // Under 1024 px the list is cards; the server renders the table (with its skeleton rows) first.
  const List = useCompactLayout(UNDER_LG) ? ClientCards : ClientTable;

  const rows = useMemo(() => visibleClients(clients, { search, activeOnly, sortField: sort.field, sortDirection: sort.direction }), [clients, search, activeOnly, sort]);
  // How many of the matching clients are rendered; a new search, filter or sort starts again from the first ones.
  const [shown, setShown] = useState({ count: CLIENT_LIST_STEP, view: { search, activeOnly, sort } });
  const sameView = shown.view.search === search && shown.view.activeOnly === activeOnly && shown.view.sort === sort;
  const page = firstRows(rows, sameView ? shown.count : CLIENT_LIST_STEP);
  // The last "Show N more" takes its button away: the focus goes to the first new row.
  const { containerRef: moreRowsRef, mark: markMore } = useFocusAfterMore<HTMLDivElement>('[data-testid="client-row"]', page.rows.length);

  /** Locks the screen. An open Add/Edit form stays, with what was typed, and asks for the code inside it. */
  const relock = useCallback(() => {
    setUnlocked(false);
    setShowFigures(false);
    setFigures(null);
    hideAmounts();
    void reload();
  }, [hideAmounts, reload]);

  const expire = useCallback(() => {
    toast.info(LOCKED_BY_TIMER);
    relock();
  }, [relock]);
  useUnlockExpiry({ unlocked, initialMsLeft: unlockMsLeft, onExpired: expire });
  const onUnlocked = () => (setUnlocked(true), void reload());
  const toLogin = () => router.replace("/?error=login-required");

  const refreshFigures = useCallback(async () => {
    try {
      const r = await loadDashboardFigures();
      if (r.ok) setFigures(r.data);
      else if (r.code === "locked") {
        toast.error(r.error);
        relock();
      }
    } catch (error) {
      if (!isActionRedirect(error)) toast.error("Failed to load clients");
    }
  }, [relock]);

  useEffect(() => {
    // Figures are fetched only while unlocked and shown; hidden figures are dropped, not kept masked.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (unlocked && showFigures) void refreshFigures();
    else setFigures(null);
  }, [unlocked, showFigures, refreshFigures]);

  /** After any change: the list again, and the figures when they are shown. */
  const afterChange = useCallback(async () => {
    await reload();
    if (unlocked && showFigures) await refreshFigures();
  }, [reload, unlocked, showFigures, refreshFigures]);

  /** Toasts an action's answer; answers the field errors for the form. */
  function report<T>(r: ClientActionResult<T>, failure: string): SaveOutcome {
    if (r.ok) {
      if (r.message) toast.success(r.message);
      return;
    }
    if (r.code === "locked") {
      toast.error(r.error);
      relock();
    } else if (r.code === "invalid") {
      toast.error(r.error);
      return { fieldErrors: r.fieldErrors };
    } else if (r.code === "conflict" && r.latest) {
      // Someone else changed this client after the Edit form was opened: nothing was saved, the form keeps what was
      // typed and offers to reload (a new form from the latest details, with their version).
      const latest = r.latest;
      toast.error(r.error);
      void afterChange();
      return { conflict: { message: r.error, reload: () => setFormTarget({ mode: "edit", client: latest }) } };
    } else toast.error(failure);
  }

  const guard = () => {
    if (!unlocked) toast.error(LOCKED_EDIT);
    return unlocked;
  };

  async function save(values: ClientFormValues): Promise<SaveOutcome> {
    const target = formTarget;
    if (!target) return;
    const failure = target.mode === "add" ? "Failed to add client" : "Failed to update client";
    try {
      const r = target.mode === "add" ? await addClient(values) : await updateClient(target.client.id, values);
      const outcome = report(r, failure);
      if (r.ok) {
        setFormTarget(null);
        await afterChange();
      }
      return outcome;
    } catch (error) {
      if (!isActionRedirect(error)) toast.error(failure);
    }
  }

  async function toggleFulfilled(c: ClientRecord, fulfilled: boolean) {
    if (!guard()) return;
    const status = fulfilled ? "Fulfilled" : "Pending";
    setClients((list) => list.map((x) => (x.id === c.id ? { ...x, fulfillmentStatus: status } : x)));
    try {
      const r = await setClientFulfillment(c.id, fulfilled);
      report(r, "Failed to update client");
      if (!r.ok) setClients((list) => list.map((x) => (x.id === c.id ? { ...x, fulfillmentStatus: c.fulfillmentStatus } : x)));
      else {
        // The toggle moved the client's version: an Edit opened from this row next must carry the new one.
        const { fulfillmentStatus, updatedAt } = r.data;
        setClients((list) => list.map((x) => (x.id === c.id ? { ...x, fulfillmentStatus, updatedAt } : x)));
        if (showFigures) await refreshFigures();
      }
    } catch (error) {
      if (isActionRedirect(error)) return;
      toast.error("Failed to update client");
      setClients((list) => list.map((x) => (x.id === c.id ? { ...x, fulfillmentStatus: c.fulfillmentStatus } : x)));
    }
  }

  async function confirmDelete() {
    if (!deleteTarget) return;
    try {
      const r = await deleteClient(deleteTarget.id);
      report(r, "Failed to delete client");
      if (r.ok) await afterChange();
    } catch (error) {
      if (!isActionRedirect(error)) toast.error("Failed to delete client");
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <LockCard unlocked={unlocked} onUnlocked={onUnlocked} onLocked={relock} onLoggedOut={toLogin} />

      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-figures`}
          checked={showFigures}
          onCheckedChange={(v) => {
            if (v && !unlocked) return void toast.error(LOCKED_FIGURES);
            setShowFigures(v);
          }}
        />
        <Label htmlFor={`${id}-figures`}>Show Figures</Label>
      </div>

      <FiguresPanel figures={unlocked && showFigures ? figures : null} onDisbursedSaved={() => void refreshFigures()} onLocked={relock} />

      <Card className="min-w-0">
        {/* on a phone the header's controls span the card and line up with the list below (same inset) */}
        <CardHeader className="flex flex-col items-stretch gap-4 px-3 sm:px-6 xl:flex-row xl:items-center xl:justify-between">
          <CardTitle>Clients</CardTitle>
          <ClientsToolbar search={search} onSearch={setSearch} activeOnly={activeOnly} onActiveOnly={setActiveOnly} onAdd={() => guard() && setFormTarget({ mode: "add" })} />
        </CardHeader>
        <CardContent ref={moreRowsRef} className="px-3 sm:px-6">
          <List
            rows={page.rows}
            loading={loading}
            totalCount={clients.length}
            showAmounts={unlocked && showFigures}
            sort={sort}
            onSort={(field) => setSort((s) => nextSort(s, field))}
            onToggleFulfilled={toggleFulfilled}
            onEdit={(c) => {
              if (!guard()) return;
              if (c.totalAmount === null) return void afterChange().then(() => toast.error("Please try again: the client list was reloaded."));
              setFormTarget({ mode: "edit", client: c });
            }}
            onDelete={(c) => guard() && setDeleteTarget(c)}
          />
          {!loading && page.hidden > 0 && (
            <div className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:justify-between" data-testid="client-list-more">
              <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                Showing {count.format(page.rows.length)} of {count.format(rows.length)} clients
              </p>
              <Button variant="outline" className="w-full sm:w-auto" 
                onClick={() => {
                  markMore(page.rows.length);
                  setShown({ count: page.rows.length + CLIENT_LIST_STEP, view: { search, activeOnly, sort } });
                }}
              >
                Show {count.format(Math.min(CLIENT_LIST_STEP, page.hidden))} more
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      <DashboardFormDialog target={formTarget} unlocked={unlocked} onClose={() => setFormTarget(null)} onUnlocked={onUnlocked} onLoggedOut={toLogin} onSave={save} />

      <DeleteClientDialog open={deleteTarget !== null} onOpenChange={(open) => !open && setDeleteTarget(null)} clientName={deleteTarget?.name ?? ""} onConfirm={confirmDelete} />
    </div>
  );
}
