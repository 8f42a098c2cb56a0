"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The 4-digit code form shared by the dashboard lock card and the client page. It keeps the field to digits,
 * refuses anything but exactly four before calling the server, and clears the code after every attempt so a
 * wrong code never lingers in the field. What an answer means is the caller's business (`onUnlock`).
 */
export function UnlockCodeForm({
  label,
  submitLabel,
  onUnlock,
}: {
  label: string;
  submitLabel: string;
  onUnlock: (code: string) => Promise<void>;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!/^\d{4}$/.test(code)) return void toast.error("Please enter a 4-digit password");
    setPending(true);
    try {
      await onUnlock(code);
    } catch (error) {
      // a redirect to the login (the session ended, or the last wrong code ended it) is not a wrong code
      if (!isActionRedirect(error)) toast.error("Incorrect password. Please try again.");
    } finally {
      setCode("");
      setPending(false);
    }
  }

  return (
    <form data-slot="unlock-code-form" onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-code`}>{label}</Label>
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
      <Button type="submit" disabled={pending}>
        {pending ? "Unlocking..." : submitLabel}
      </Button>
    </form>
  );
}
