import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/login-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getAdminSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Admin Login", robots: { index: false, follow: false } };

/** Staff sign-in. Someone already signed in goes straight to the dashboard. */
export default async function AdminLoginPage() {
  // When the database cannot be reached the form still shows; the login action then says so.
  const session = await getAdminSession().catch(() => null);
  if (session) redirect("/dashboard");
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold">Admin Login</h1>
          </CardTitle>
          <CardDescription>Sign in to manage clients, prompts, requests and visits.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </section>
  );
}
