import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactSchema } from "@/lib/contact/schema";

const valid = { fullName: "Ama Mensah", email: "ama@example.com", subject: "Thesis help", message: "I need help with chapter three." };

const errorsOf = (input: unknown) => {
  const r = contactSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("contact schema", () => {
  it("counts a posted line break (CR LF) as one character, as the textarea's maxLength does", () => {
    const posted = Array.from({ length: CONTACT_LIMITS.message / 10 }, () => "abcdefghi").join("\r\n");
    const r = contactSchema.safeParse({ ...valid, message: posted });
    expect(r.success && r.data.message).toBe(posted.replace(/\r\n/g, "\n"));
  });

  it("accepts a complete message and trims every field", () => {
    const r = contactSchema.parse({ fullName: "  Ama Mensah ", email: " ama@example.com ", subject: " Hi ", message: "\n Hello \n" });
    expect(r).toEqual({ fullName: "Ama Mensah", email: "ama@example.com", subject: "Hi", message: "Hello" });
  });

  it("requires all four fields, each with its own message", () => {
    expect(errorsOf({})).toEqual({
      fullName: "Please enter your full name.",
      email: "Please enter your email address.",
      subject: "Please enter a subject.",
      message: "Please enter your message.",
    });
  });

  it("treats whitespace-only fields as empty", () => {
    expect(errorsOf({ ...valid, fullName: "   ", message: " \n\t " })).toEqual({
      fullName: "Please enter your full name.",
      message: "Please enter your message.",
    });
  });

  it("rejects an address that does not look like one", () => {
    for (const email of ["ama", "ama@", "@example.com", "ama@example", "ama example@x.com"]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Please enter a valid email address." });
    }
  });

  it("enforces the database's length limits with a readable message", () => {
    expect(contactSchema.safeParse({ ...valid, fullName: "a".repeat(CONTACT_LIMITS.fullName) }).success).toBe(true);
    expect(errorsOf({ ...valid, fullName: "a".repeat(CONTACT_LIMITS.fullName + 1) })).toEqual({
      fullName: "Your full name must be at most 120 characters.",
    });
    expect(errorsOf({ ...valid, subject: "s".repeat(201) })).toEqual({ subject: "A subject must be at most 200 characters." });
    expect(errorsOf({ ...valid, message: "m".repeat(5001) })).toEqual({ message: "Your message must be at most 5,000 characters." });
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@x.com` }).email).toMatch(/at most 254/);
  });

  it("refuses non-string values instead of coercing them", () => {
    expect(Object.keys(errorsOf({ ...valid, fullName: 42, message: ["x"] }))).toEqual(["fullName", "message"]);
  });

  it("keeps the honeypot optional but bounded", () => {
    expect(contactSchema.parse({ ...valid, website: "" }).website).toBe("");
    expect(contactSchema.parse({ ...valid, website: "http://spam" }).website).toBe("http://spam");
    expect(contactSchema.safeParse({ ...valid, website: "x".repeat(501) }).success).toBe(false);
  });
});
