import { getDatabase } from "@/lib/db";
import { announceEmbeddedServer } from "@/lib/plagiarism/server-lock";

/** Start-up work shared by `npm start` and `npm run dev`. Later features add their bootstrap steps here. */
export async function startServer() {
  // Building pages must not open (and lock) the embedded database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  await getDatabase();
  // Lets `npm run corpus:import` reach this server while it holds the embedded database.
  announceEmbeddedServer();
  // Admin account from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_UNLOCK_CODE (or printed random credentials in embedded mode).
  const { bootstrapAdmin } = await import("@/lib/auth/bootstrap");
  await bootstrapAdmin();
}
