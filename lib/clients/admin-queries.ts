import "server-only";
import { requireAdmin, requireUnlocked } from "@/lib/auth/session";
import { centsToDecimal } from "./money";
import { clientIdSchema } from "./schema";
import { readDisbursedCents, selectClient, selectClients, selectSummaryInputs } from "./store";
import { computeSummary, type DashboardSummary } from "./summary";
import type { ClientListResult, ClientRecord, ClientWithAmounts } from "./types";

/**
 * Reads for the admin side. Each export checks the session first; amounts come back only while the dashboard
 * is unlocked (requireUnlocked), so a locked page never receives them, not even to mask.
 */

/** The client list, newest first, without the settings record. Amounts only when the dashboard is unlocked. */
export async function listClients(): Promise<ClientListResult> {
  const session = await requireAdmin();
  // requireUnlocked also refreshes the unlock's idle timer, so it is asked only when the session says unlocked.
  const amountsIncluded = session.unlocked ? Boolean(await requireUnlocked().catch(() => null)) : false;
  return { clients: await selectClients(amountsIncluded), amountsIncluded };
}

/** One client without amounts (the client page header), or null when the id is unknown or malformed. */
export async function getClient(id: unknown): Promise<ClientRecord | null> {
  await requireAdmin();
  const parsed = clientIdSchema.safeParse(id);
  return parsed.success ? selectClient(parsed.data, false) : null;
}

/** One client with its amounts; needs the dashboard unlock. */
export async function getClientWithAmounts(id: unknown): Promise<ClientWithAmounts | null> {
  await requireUnlocked();
  const parsed = clientIdSchema.safeParse(id);
  return parsed.success ? ((await selectClient(parsed.data, true)) as ClientWithAmounts | null) : null;
}

/** The global disbursed amount as a decimal string; creates the settings record when missing. */
export async function getDisbursedAmount(): Promise<string> {
  await requireUnlocked();
  return centsToDecimal(await readDisbursedCents());
}

/** The seven dashboard figures with their percentages, in cents. */
export async function getDashboardFigures(): Promise<DashboardSummary> {
  await requireUnlocked();
  const [inputs, disbursed] = await Promise.all([selectSummaryInputs(), readDisbursedCents()]);
  return computeSummary(inputs, disbursed);
}
