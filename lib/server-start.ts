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
  // A database that cannot be reached or was never migrated stops the server too: left running, Next.js answered 500
  // on every route, the static pages included, with the reason only in its log (nineteenth session).
  try {
    await getDatabase();
    // Lets `npm run corpus:import` reach this server while it holds the embedded database.
    announceEmbeddedServer();
    // Admin account from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_UNLOCK_CODE (or printed random credentials in embedded mode).
    const { bootstrapAdmin } = await import("@/lib/auth/bootstrap");
    await bootstrapAdmin();
  } catch (error) {
    console.error(`[config] ${databaseProblem(error)}`);
    return exit(1);
  }
}

/** One line on why the database could not be used, and what to do about it. */
function databaseProblem(error: unknown): string {
  const reasons: string[] = [];
  for (let e: unknown = error; e instanceof Error && reasons.length < 3; e = e.cause) reasons.push(e.message.split("\n")[0]!.slice(0, 200));
  const why = reasons.join(": ") || String(error);
  return process.env.DATABASE_URL
    ? `The database at DATABASE_URL could not be used (${why}). Check that it is reachable and migrated (npm run db:migrate), then start again.`
    : `The embedded database in ${process.env.DATA_DIR || ".data"} could not be opened (${why}). Start again once that is fixed.`;
}
