"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { loadClients } from "@/lib/clients/admin-actions";
import { readClientsCopy, saveClientsCopy } from "@/lib/clients/local-cache";
import { LOCAL_FALLBACK } from "@/lib/clients/messages";
import type { ClientRecord } from "@/lib/clients/types";

/**
 * The dashboard's client list, loaded from the server (amounts only while unlocked). When loading fails, the last
 * good list kept in localStorage for this session is shown with SPEC's toast; a copy never holds amounts.
 */
export function useClientList(cacheScope: string) {
  const [clients, setClients] = useState<ClientRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    let result: Awaited<ReturnType<typeof loadClients>> | null = null;
    try {
      result = await loadClients();
    } catch (error) {
      // the session ended: the page is on its way to the login, with its own message
      if (isActionRedirect(error)) return;
      result = null;
    }
    // A slower, older answer must not overwrite a newer one (e.g. a locked list arriving after an unlock).
    if (mine !== seq.current) return;
    if (result?.ok) {
      setClients(result.data.clients);
      saveClientsCopy(window.localStorage, cacheScope, result.data.clients);
    } else {
      const copy = readClientsCopy(window.localStorage, cacheScope);
      if (copy) {
        setClients(copy);
        toast.info(LOCAL_FALLBACK);
      } else {
        toast.error("Failed to load clients");
      }
    }
    setLoading(false);
  }, [cacheScope]);

  useEffect(() => {
    // Loading on mount is the point of this hook; the state updates happen after the server answers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  /** Drops the amounts at once (on lock), before the server's locked list arrives. */
  const hideAmounts = useCallback(() => setClients((list) => list.map((c) => ({ ...c, totalAmount: null, amountPaid: null }))), []);

  return { clients, setClients, loading, reload, hideAmounts };
}
