import { describe, expect, it } from "vitest";
import { PROMPT_REQUIRED_MESSAGE, promptIdSchema, promptSchema } from "@/lib/prompts/schema";
import { formatSse, parseAdminEvent } from "@/lib/realtime/events";

describe("promptSchema", () => {
  it("trims both fields", () => {
    expect(promptSchema.parse({ promptName: "  Essay outline \n", promptContent: "\tWrite an outline.  " })).toEqual({ promptName: "Essay outline", promptContent: "Write an outline." });
  });

  it.each([
    [{ promptName: "", promptContent: "x" }],
    [{ promptName: "x", promptContent: "   " }],
    [{ promptName: " \n ", promptContent: "" }],
    [{ promptContent: "x" }],
    [{ promptName: 5, promptContent: "x" }],
  ])("refuses %j with SPEC's message", (input) => {
    const r = promptSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(PROMPT_REQUIRED_MESSAGE);
    expect(PROMPT_REQUIRED_MESSAGE).toBe("Please fill in both the prompt name and content");
  });

  it("limits lengths like the database does", () => {
    expect(promptSchema.safeParse({ promptName: "n".repeat(200), promptContent: "c" }).success).toBe(true);
    const long = promptSchema.safeParse({ promptName: "n".repeat(201), promptContent: "c" });
    expect(long.error!.issues[0]!.message).toBe("Prompt name must be at most 200 characters.");
    expect(promptSchema.safeParse({ promptName: "n", promptContent: "c".repeat(50_001) }).success).toBe(false);
  });

  it("ids must be uuids", () => {
    expect(promptIdSchema.safeParse("3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f").success).toBe(true);
    expect(promptIdSchema.safeParse("1; drop table prompts").success).toBe(false);
  });
});

describe("live-update payloads", () => {
  it("parses the trigger payloads", () => {
    expect(parseAdminEvent("prompts", '{"op":"INSERT","id":"abc"}')).toEqual({ topic: "prompts", op: "INSERT", id: "abc" });
    expect(parseAdminEvent("universities", '{"op":"DELETE","university_id":"upsa","status":null}')).toEqual({ topic: "universities", op: "DELETE", university_id: "upsa", status: null });
  });

  it("ignores malformed payloads", () => {
    expect(parseAdminEvent("prompts", "not json")).toBeNull();
    expect(parseAdminEvent("prompts", '{"op":"TRUNCATE","id":"a"}')).toBeNull();
    expect(parseAdminEvent("prompts", '{"op":"INSERT"}')).toBeNull();
    expect(parseAdminEvent("universities", '{"op":"UPDATE","id":"a"}')).toBeNull();
    expect(parseAdminEvent("universities", "null")).toBeNull();
  });

  it("formats one SSE message per event", () => {
    expect(formatSse({ topic: "prompts", op: "UPDATE", id: "a" })).toBe('event: prompts\ndata: {"topic":"prompts","op":"UPDATE","id":"a"}\n\n');
  });
});
