"use client";

import { Loader2, LogIn } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { loginAction, type LoginState } from "@/lib/auth/actions";

/** Posts to the server action; works without JavaScript too (a plain form post that re-renders with the message). */
export function LoginForm() {
  const [state, formAction, pending] = useActionState<LoginState, FormData>(loginAction, null);
  return (
    <form action={formAction} className="grid gap-4" aria-describedby={state?.error ? "login-error" : undefined}>
      <div className="grid gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={state?.email ?? ""}
          aria-invalid={state?.error ? true : undefined}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={256}
          aria-invalid={state?.error ? true : undefined}
        />
      </div>
      <p id="login-error" role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-destructive">
        {state?.error ?? ""}
      </p>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {pending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
