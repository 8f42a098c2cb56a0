"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { Card, CardContent } from "@/components/ui/card";
import { useAdminEvents } from "@/lib/realtime/use-admin-events";
import { setUniversityStatus } from "@/lib/universities/admin-actions";
import { UNIVERSITIES, type VisitStatus } from "@/lib/universities/data";
import { countStatuses, DEFAULT_FILTERS, filterUniversities, withStatuses, type UniversityFilters as Filters } from "@/lib/universities/filters";
import { applyStatusEvent, rollbackStatus, type StatusState } from "@/lib/universities/status-state";
import { LiveIndicator } from "./live-indicator";
import { UniversityFilters } from "./university-filters";
import { UniversityTable } from "./university-table";

type Props = { initialStatuses: StatusState; loadFailed: boolean };

const SAVE_FAILED = "Failed to update status. Please try again.";

/** The Accra University Visit Tracker: counters, filters and the table, with optimistic saves and live updates. */
export function UniversityTracker({ initialStatuses, loadFailed }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [statuses, setStatuses] = useState<StatusState>(initialStatuses);
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);

  // A server refresh (after a reconnect) replaces the local copy with the saved statuses.
  const [seen, setSeen] = useState(initialStatuses);
  if (seen !== initialStatuses) {
    setSeen(initialStatuses);
    setStatuses(initialStatuses);
  }

  const warned = useRef(false);
  useEffect(() => {
    if (loadFailed && !warned.current) toast.error("Unable to load university statuses. Showing defaults.");
    warned.current = loadFailed;
  }, [loadFailed]);

  const live = useAdminEvents({
    universities: (event) => setStatuses((s) => applyStatusEvent(s, event)),
    reconnected: () => startTransition(() => router.refresh()),
  });

  // Stable across renders so memoised rows do not re-render on every change; reads the latest statuses.
  const statusesRef = useRef(statuses);
  useEffect(() => {
    statusesRef.current = statuses;
  }, [statuses]);
  // With a status filter on, a changed row leaves the table and the focused checkbox or select goes with it, which
  // dropped a keyboard user to the top of the page: focus then moves to the same control of the row now in its place.
  const tableRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ index: number; role: string } | null>(null);
  const change = useCallback(async (id: string, status: VisitStatus) => {
    const previous: VisitStatus = statusesRef.current[id] ?? "not_visited";
    if (previous === status) return;
    const rowEls = [...(tableRef.current?.querySelectorAll<HTMLElement>("[data-university-id]") ?? [])];
    const index = rowEls.findIndex((r) => r.dataset.universityId === id);
    refocus.current = index >= 0 ? { index, role: document.activeElement?.getAttribute("role") === "checkbox" ? "checkbox" : "combobox" } : null;
    statusesRef.current = { ...statusesRef.current, [id]: status };
    setStatuses((s) => ({ ...s, [id]: status }));
    let ok = false;
    let loggedOut = false;
    try {
      ok = (await setUniversityStatus(id, status)).ok;
    } catch (error) {
      // Sent to log in (the session ended): nothing was saved, and the login page says why.
      loggedOut = isActionRedirect(error);
    }
    if (!ok) {
      setStatuses((s) => rollbackStatus(s, id, status, previous));
      if (!loggedOut) toast.error(SAVE_FAILED);
    }
  }, []);

  const rows = useMemo(() => withStatuses(UNIVERSITIES, statuses), [statuses]);
  const visible = useMemo(() => filterUniversities(rows, filters), [rows, filters]);
  const counters = countStatuses(rows);

  useEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    // After the select has closed and tried to focus its (removed) trigger.
    const frame = requestAnimationFrame(() => {
      refocus.current = null;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const rowEls = [...(tableRef.current?.querySelectorAll<HTMLElement>("[data-university-id]") ?? [])];
      const row = rowEls[Math.min(pending.index, rowEls.length - 1)];
      // the one shown: a row has two status selects, one under the name (narrow table) and one in the Status column
      const shown = [...(row?.querySelectorAll<HTMLElement>(`[role="${pending.role}"]`) ?? [])].find((el) => el.getClientRects().length > 0);
      const target = shown ?? document.getElementById("university-search");
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-3 gap-3" aria-label="Visit counters">
        {[
          { label: "Visited", value: counters.visited, tone: "text-emerald-800" },
          { label: "Planned Visit", value: counters.planned, tone: "text-sky-800" },
          { label: "Yet to Visit", value: counters.notVisited, tone: "text-slate-800" },
        ].map((c) => (
          <li key={c.label}>
            <Card className="gap-1 px-3 py-3 sm:px-5 sm:py-4" data-testid={`counter-${c.label}`}>
              <span className="text-xs text-muted-foreground sm:text-sm">{c.label}</span>
              <span className={`text-2xl font-bold ${c.tone}`}>{c.value}</span>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="gap-4 py-4">
        <CardContent className="grid gap-4 px-4">
          <UniversityFilters filters={filters} onChange={setFilters} onReset={() => setFilters(DEFAULT_FILTERS)} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {visible.length} of {rows.length}
            </p>
            <LiveIndicator status={live} />
          </div>
          <div ref={tableRef}>
            <UniversityTable rows={visible} onStatusChange={change} />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
