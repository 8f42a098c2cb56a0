/**
 * Runs once when the server starts. In embedded mode this opens PGlite and applies the migrations before the first
 * request, so a fresh clone works with nothing configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/server-start");
  await startServer();
}
