import { getDatabase } from "@/lib/db";
import { announceEmbeddedServer } from "@/lib/plagiarism/server-lock";
import { SessionSecretError, getSessionSecret } from "@/lib/auth/secret";

/** Start-up work shared by `npm start` and `npm run dev`. Later features add their bootstrap steps here. */
export async function startServer(exit: (code: number) => void = (code) => process.exit(code)) {
  // Building pages must not open (and lock) the embedded database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // A missing or short SESSION_SECRET in production stops the server here, with the reason, before the database is
  // opened: left running, Next.js answered 500 on every route (the failed start) with the reason only in its log.
  try {
    getSessionSecret();
  } catch (error) {
    if (!(error instanceof SessionSecretError)) throw error;
    console.error(`[config] ${error.message} The server cannot sign admin sessions, so it stops. Set SESSION_SECRET (32+ characters) and start again.`);
    return exit(1);
  }
  await getDatabase();
  // Lets `npm run corpus:import` reach this server while it holds the embedded database.
  announceEmbeddedServer();
  // Admin account from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_UNLOCK_CODE (or printed random credentials in embedded mode).
  const { bootstrapAdmin } = await import("@/lib/auth/bootstrap");
  await bootstrapAdmin();
}
