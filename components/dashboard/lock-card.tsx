"use client";

import { LockIcon, LockOpenIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { lockDashboard, unlockDashboard } from "@/lib/auth/admin-actions";

/**
 * SPEC: the lock card. Starts locked; the 4-digit code is checked on the server (digits only, at most 4);
 * Lock Dashboard re-locks on the server and hides the figures.
 */
export function LockCard({ unlocked, onUnlocked, onLocked, onLoggedOut }: { unlocked: boolean; onUnlocked: () => void; onLocked: () => void; onLoggedOut: () => void }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);

  async function unlock(e: React.FormEvent) {
    e.preventDefault();
    if (!/^\d{4}$/.test(code)) {
      toast.error("Please enter a 4-digit password");
      return;
    }
    setPending(true);
    try {
      const r = await unlockDashboard(code);
      setCode("");
      if (r.ok) {
        toast.success(r.message);
        onUnlocked();
      } else {
        toast.error(r.error);
        if (r.loggedOut) onLoggedOut();
      }
    } catch {
      toast.error("Incorrect password. Please try again.");
    } finally {
      setPending(false);
    }
  }

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
        <form onSubmit={unlock} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-code`}>4-digit password</Label>
            <Input
              id={`${id}-code`}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              className="w-40 tracking-[0.5em]"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 4))}
            />
          </div>
          <Button type="submit" disabled={pending} className="sm:w-auto">
            {pending ? "Unlocking..." : "Unlock Dashboard"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
