import { beforeAll, describe, expect, it, vi } from "vitest";
import * as contactActions from "@/lib/contact/admin-actions";
import * as contactQueries from "@/lib/contact/admin-queries";
import * as promptActions from "@/lib/prompts/admin-actions";
import * as promptQueries from "@/lib/prompts/admin-queries";
import * as requestActions from "@/lib/requests/admin-actions";
import * as requestQueries from "@/lib/requests/admin-queries";
import * as universityActions from "@/lib/universities/admin-actions";
import * as universityQueries from "@/lib/universities/admin-queries";
import * as attachmentRoute from "@/app/api/admin/attachments/[id]/route";
import * as eventsRoute from "@/app/api/admin/events/route";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn, logOut } from "./session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);

useTestDatabase();

const modules = { contactActions, contactQueries, promptActions, promptQueries, requestActions, requestQueries, universityActions, universityQueries };
const UUID = "3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f";

function exportedFunctions() {
  return Object.entries(modules).flatMap(([mod, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(([, v]) => typeof v === "function")
      .map(([name, fn]) => [`${mod}.${name}`, fn as (...a: unknown[]) => Promise<unknown>] as const),
  );
}

beforeAll(async () => {
  // An admin exists, so refusals below are about the missing session, not a missing account.
  await logIn();
  logOut();
});

describe(`admin-content guards on ${process.env.TEST_DB_KIND}`, () => {
  it("every exported admin data function refuses a call without a session", async () => {
    const fns = exportedFunctions();
    expect(fns.map(([n]) => n).sort()).toEqual(
      [
        "contactActions.deleteContactMessage",
        "contactActions.setContactMessageRead",
        "contactQueries.listContactMessagesForAdmin",
        "promptActions.createPrompt",
        "promptActions.deletePrompt",
        "promptActions.fetchPrompt",
        "promptActions.fetchPromptChanges",
        "promptActions.fetchPrompts",
        "promptActions.updatePrompt",
        "promptQueries.listPrompts",
        "requestActions.deleteRequest",
        "requestActions.setRequestStatus",
        "requestQueries.getRequestAttachment",
        "requestQueries.listRequests",
        "universityActions.setUniversityStatus",
        "universityQueries.listUniversityStatuses",
      ].sort(),
    );
    for (const [name, fn] of fns) {
      // Valid-looking arguments: the refusal must come from the session check, not from input validation.
      await expect(fn(UUID, "approved"), name).rejects.toMatchObject({ name: "AuthError", code: "unauthorized" });
    }
  });

  it("a forged or garbage cookie is refused too", async () => {
    const { requestContext } = await import("@/tests/helpers/next-request");
    requestContext.jar.set("admin_session", "eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.forged");
    await expect(promptQueries.listPrompts()).rejects.toMatchObject({ code: "unauthorized" });
    logOut();
  });

  it("the admin route handlers answer 401 without a session and leak nothing", async () => {
    const events = await eventsRoute.GET(new Request("http://localhost/api/admin/events"));
    expect(events.status).toBe(401);
    expect(events.headers.get("content-type")).toContain("application/json");
    const file = await attachmentRoute.GET(new Request(`http://localhost/api/admin/attachments/${UUID}`), { params: Promise.resolve({ id: UUID }) });
    expect(file.status).toBe(401);
    expect(await file.json()).toEqual({ error: "Please log in to access the dashboard." });
  });

  it("with a session the same calls go through", async () => {
    await logIn();
    await expect(promptQueries.listPrompts()).resolves.toEqual({ prompts: [], total: 0, matching: 0, next: null });
    const events = await eventsRoute.GET(new Request("http://localhost/api/admin/events"));
    expect(events.status).toBe(200);
    await events.body?.cancel();
    logOut();
  });
});
