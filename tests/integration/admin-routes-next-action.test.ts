import { describe, expect, it, vi } from "vitest";
import * as attachmentRoute from "@/app/api/admin/attachments/[id]/route";
import * as eventsRoute from "@/app/api/admin/events/route";
import * as libraryRoute from "@/app/api/admin/library/route";
import { requestContext } from "@/tests/helpers/next-request";
import { useTestDatabase } from "../helpers/db";
import { logIn, logOut } from "./admin-content/session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

/**
 * requireAdmin answers a call without a session with the log-in redirect when the request carries a Next-Action
 * header (a server action), and with AuthError otherwise. The admin route handlers catch everything but AuthError as a
 * storage or database failure: a request without a session that carried the header (any client may send it) got
 * 503 "The file could not be read right now" / "could not be added right now. Please try again." and an error in the
 * log, where it should be refused with 401. Route handlers now ask for the session without the redirect.
 */
useTestDatabase();

const UUID = "3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f";

describe(`admin route handlers called with a Next-Action header and no session on ${process.env.TEST_DB_KIND}`, () => {
  it("answer 401, not 503 or a redirect", async () => {
    await logIn(); // an admin exists: the refusal is about the missing session
    logOut();
    const calls: Array<[string, () => Promise<Response>]> = [
      ["attachment", () => attachmentRoute.GET(new Request(`http://localhost/api/admin/attachments/${UUID}`), { params: Promise.resolve({ id: UUID }) })],
      ["library", () => libraryRoute.POST(new Request("http://localhost/api/admin/library", { method: "POST", body: new FormData() }))],
      ["events", () => eventsRoute.GET(new Request("http://localhost/api/admin/events"))],
    ];
    for (const [name, call] of calls) {
      requestContext.reset();
      requestContext.headers.set("next-action", "7f00000000000000000000000000000000000000");
      const res = await call().catch((error: unknown) => error);
      expect(res instanceof Response ? res.status : `threw ${String((res as Error)?.message ?? res)}`, name).toBe(401);
    }
  });
});
