import { redirect } from "next/navigation";

/** The client list lives on the dashboard (SPEC.md); /clients typed on its own opens it instead of the public 404. */
export default function ClientsIndexPage() {
  redirect("/dashboard");
}
