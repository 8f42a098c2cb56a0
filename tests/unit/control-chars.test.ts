import { describe, expect, it } from "vitest";
import { clientFormSchema } from "@/lib/clients/schema";
import { contactSchema } from "@/lib/contact/schema";
import { NUL_CHARACTER_MESSAGE } from "@/lib/forms/control-chars";
import { promptSchema } from "@/lib/prompts/schema";
import { requestFieldsSchema } from "@/lib/requests/schema";

/** A NUL in a text field is refused on that field (PostgreSQL cannot store it; the database error named no field). */
const fieldErrorOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.success ? null : result.error!.issues.find((i) => i.path[0] === field)?.message ?? null;

describe("a NUL character is a field error in every form", () => {
  it("request form", () => {
    const base = { name: "Ama", institution: "UG", phone: "0241234567", projectType: "assignment" };
    expect(requestFieldsSchema.safeParse(base).success).toBe(true);
    for (const field of ["name", "institution", "program", "details"])
      expect(fieldErrorOf(requestFieldsSchema.safeParse({ ...base, [field]: "a\u0000b" }), field), field).toBe(NUL_CHARACTER_MESSAGE);
  });

  it("contact, prompts and clients", () => {
    const contact = { fullName: "Ama", email: "a@b.co", subject: "Hi", message: "hello there" };
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(fieldErrorOf(contactSchema.safeParse({ ...contact, subject: "\u0000" }), "subject")).toBe(NUL_CHARACTER_MESSAGE);
    expect(fieldErrorOf(promptSchema.safeParse({ promptName: "a\u0000", promptContent: "b" }), "promptName")).toBe(NUL_CHARACTER_MESSAGE);
    const client = { name: "Kofi", workDescription: "Assignments", totalAmount: "100", amountPaid: "0" };
    expect(clientFormSchema.safeParse(client).success).toBe(true);
    expect(fieldErrorOf(clientFormSchema.safeParse({ ...client, name: "Ko\u0000fi" }), "name")).toBe(NUL_CHARACTER_MESSAGE);
    expect(fieldErrorOf(clientFormSchema.safeParse({ ...client, phone: "024\u0000" }), "phone")).toBe(NUL_CHARACTER_MESSAGE);
  });
});
