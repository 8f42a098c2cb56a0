"use client";

import { LockIcon, LockOpenIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { RelockedNotice } from "@/components/admin/relocked-notice";
import { UnlockCodeForm } from "@/components/admin/unlock-code-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { lockDashboard, unlockDashboard } from "@/lib/auth/admin-actions";

/**
 * SPEC: the lock card. Starts locked; the 4-digit code is checked on the server (digits only, at most 4);
 * Lock Dashboard re-locks on the server and hides the figures.
 */
type UnlockCallbacks = { onUnlocked: () => void; onLoggedOut: () => void };

/** The dashboard unlock, the same from the lock card and from an open form. */
const unlockWith =
  ({ onUnlocked, onLoggedOut }: UnlockCallbacks) =>
  async (code: string) => {
    const r = await unlockDashboard(code);
    if (r.ok) {
      toast.success(r.message);
      onUnlocked();
    } else {
      toast.error(r.error);
      if (r.loggedOut) onLoggedOut();
    }
  };

export function LockCard({ unlocked, onUnlocked, onLocked, onLoggedOut }: UnlockCallbacks & { unlocked: boolean; onLocked: () => void }) {
  const [pending, setPending] = useState(false);
  const unlock = unlockWith({ onUnlocked, onLoggedOut });

  async function lock() {
    setPending(true);
    try {
      const r = await lockDashboard();
      toast.success(r.ok ? r.message : "Dashboard locked successfully");
    } catch {
      // The session is gone anyway: nothing stays unlocked.
    } finally {
      setPending(false);
      onLocked();
    }
  }

  if (unlocked) {
    return (
      <Card className="gap-4 border-green-300 bg-green-50/60">
        <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <LockOpenIcon className="size-4 text-green-800" aria-hidden="true" /> Dashboard Unlocked
            </CardTitle>
            <CardDescription>Figures and client editing are available. The dashboard locks itself after 15 minutes without use.</CardDescription>
          </div>
          <Button variant="outline" onClick={lock} disabled={pending}>
            <LockIcon aria-hidden="true" /> Lock Dashboard
          </Button>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockIcon className="size-4" aria-hidden="true" /> Dashboard Locked
        </CardTitle>
        <CardDescription>Enter the 4-digit password to view figures and edit clients.</CardDescription>
      </CardHeader>
      <CardContent>
        <UnlockCodeForm label="4-digit password" submitLabel="Unlock Dashboard" onUnlock={unlock} />
      </CardContent>
    </Card>
  );
}

/** Inside the Add/Edit form when the dashboard locked while it was open (the 15 minutes ran out, or Lock Dashboard in another tab). */
export function DashboardRelockedNotice(callbacks: UnlockCallbacks) {
  return (
    <RelockedNotice
      message="The dashboard is locked. What you typed is kept: enter the 4-digit password, then save again."
      label="Unlock code"
      submitLabel="Unlock Dashboard"
      onUnlock={unlockWith(callbacks)}
    />
  );
}
