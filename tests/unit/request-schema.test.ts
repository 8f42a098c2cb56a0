import { describe, expect, it } from "vitest";
import {
  FIELD_LIMITS,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  MAX_FILE_BYTES,
  PROJECT_TYPES,
  REQUIRED_MESSAGE,
  allowedExtensionOf,
  checkFileChoice,
  projectTypeLabel,
  requestFieldsSchema,
  submissionKeySchema,
  tooLongMessage,
} from "@/lib/requests/schema";
import { fieldIssueOf, fieldMessage, isRequestErrorCode, requestErrorMessage, storageErrorCode } from "@/lib/requests/errors";

const valid = { name: "Ama Mensah", institution: "University of Ghana", program: "", email: "", phone: "+233 24 123 4567", projectType: "thesis", details: "" };

describe("request form schema", () => {
  it("counts a posted line break (CR LF) as one character, as the textarea's counter does, and stores LF", () => {
    // 500 lines of 9 letters: 5,000 characters in the browser, 5,500 as the form posts them
    const posted = Array.from({ length: 500 }, () => "abcdefghi").join("\r\n") + "\r\n";
    const r = requestFieldsSchema.safeParse({ ...valid, details: posted });
    expect(r.success).toBe(true);
    expect(r.success && r.data.details).toBe(posted.replace(/\r\n/g, "\n").trim());
    expect(requestFieldsSchema.safeParse({ ...valid, details: posted + "x".repeat(2) }).success).toBe(false);
  });

  it("accepts the required fields alone and stores Turnitin as No", () => {
    const r = requestFieldsSchema.safeParse(valid);
    expect(r.success && r.data).toMatchObject({ name: "Ama Mensah", turnitin: "No", email: "", program: "" });
  });

  it("stores a ticked Turnitin box as Yes, whatever the browser posts for it", () => {
    for (const v of ["Yes", "on", true]) expect(requestFieldsSchema.parse({ ...valid, turnitin: v }).turnitin).toBe("Yes");
  });

  it.each(["name", "institution", "phone", "projectType"])("requires %s with the SPEC message", (field) => {
    const r = requestFieldsSchema.safeParse({ ...valid, [field]: "   " });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toContain(REQUIRED_MESSAGE);
  });

  it("treats a missing field like an empty one", () => {
    // each required field left out is named with the SPEC message (checking only that every issue carried it passed
    // with a field whose absence was accepted)
    const r = requestFieldsSchema.safeParse({ projectType: "assignment" });
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", REQUIRED_MESSAGE],
      ["institution", REQUIRED_MESSAGE],
      ["phone", REQUIRED_MESSAGE],
    ]);
    expect(requestFieldsSchema.safeParse({ name: "Ama", institution: "UG", phone: "+233 24 123 4567" }).error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["projectType", REQUIRED_MESSAGE]]);
  });

  it("offers the six project types with SPEC's labels and refuses others", () => {
    expect(PROJECT_TYPES.map((t) => t.value)).toEqual(["assignment", "thesis", "research", "project", "study-plan", "other"]);
    expect(projectTypeLabel("research")).toBe("Research Paper");
    expect(projectTypeLabel("project")).toBe("Project Work");
    expect(requestFieldsSchema.safeParse({ ...valid, projectType: "essay" }).success).toBe(false);
  });

  it("trims and enforces every length limit", () => {
    for (const [field, max] of Object.entries(FIELD_LIMITS)) {
      if (field === "fileName" || field === "phone") continue;
      const ok = requestFieldsSchema.safeParse({ ...valid, [field]: field === "email" ? `${"a".repeat(max - 12)}@example.com` : "x".repeat(max) });
      expect(ok.success, field).toBe(true);
      const long = requestFieldsSchema.safeParse({ ...valid, [field]: "x".repeat(max + 1) });
      expect(long.error!.issues[0]!.message, field).toBe(tooLongMessage(field as "name"));
    }
    expect(requestFieldsSchema.parse({ ...valid, name: "  Kofi  " }).name).toBe("Kofi");
  });

  it("checks email (optional) and phone shapes", () => {
    expect(requestFieldsSchema.safeParse({ ...valid, email: "not-an-email" }).success).toBe(false);
    expect(requestFieldsSchema.safeParse({ ...valid, email: " kofi@example.com " }).success).toBe(true);
    expect(requestFieldsSchema.safeParse({ ...valid, phone: "call me" }).success).toBe(false);
    expect(requestFieldsSchema.safeParse({ ...valid, phone: "0241234567" }).success).toBe(true);
    expect(requestFieldsSchema.safeParse({ ...valid, phone: "1".repeat(41) }).success).toBe(false);
  });

  it("accepts only safe submission keys", () => {
    expect(submissionKeySchema.safeParse("2f7c1a4e-7d2b-4b5a-9a39-4c0b1d2e3f4a").success).toBe(true);
    expect(submissionKeySchema.safeParse("short").success).toBe(false);
    expect(submissionKeySchema.safeParse("a".repeat(129)).success).toBe(false);
    expect(submissionKeySchema.safeParse("has spaces in it").success).toBe(false);
  });
});

describe("file choice", () => {
  it("accepts PDF and Word by extension, case-insensitively", () => {
    expect(allowedExtensionOf("Guide.PDF")).toBe(".pdf");
    expect(allowedExtensionOf("a.b.docx")).toBe(".docx");
    expect(allowedExtensionOf("notes.doc")).toBe(".doc");
    expect(allowedExtensionOf("virus.exe")).toBeNull();
    expect(allowedExtensionOf("pdf")).toBeNull();
  });

  it("refuses other types and anything of 5 MB or more", () => {
    expect(checkFileChoice({ name: "x.png", size: 10 })).toBe(FILE_TYPE_MESSAGE);
    expect(checkFileChoice({ name: "x.pdf", size: MAX_FILE_BYTES })).toBe(FILE_SIZE_MESSAGE);
    expect(checkFileChoice({ name: "x.pdf", size: MAX_FILE_BYTES - 1 })).toBeNull();
  });
});

describe("error codes", () => {
  it("classifies storage messages as SPEC.md section 8 says", () => {
    expect(requestErrorMessage(storageErrorCode("The storage bucket does not exist"))).toBe("Storage not properly configured. Please try again later or contact support.");
    expect(requestErrorMessage(storageErrorCode("new row violates permission policy"))).toBe("You don't have permission to upload files. Please log in first.");
    expect(requestErrorMessage(storageErrorCode("socket hang up"), "socket hang up")).toBe("Upload failed: socket hang up");
  });

  it("rebuilds field messages from a field name and an issue kind, and nothing else", () => {
    expect(fieldIssueOf("details", tooLongMessage("details"))).toBe("too_long");
    expect(fieldMessage("details", "too_long")).toBe("Project Details must be at most 5,000 characters.");
    expect(fieldMessage("name", "required")).toBe(REQUIRED_MESSAGE);
    expect(fieldMessage("<script>", "invalid")).toBeNull();
  });

  // Only 'details too long' and 'name required' were tried: the e-mail and phone messages of the no-JavaScript error
  // page, and the check of the code it is given, could be swapped or dropped with no test failing.
  it("rebuilds the schema's own message for every kind of field error (what the no-JavaScript error page shows)", () => {
    const cases: Array<[string, string]> = [["email", "not-an-email"], ["phone", "call me"], ["details", "x".repeat(5001)], ["name", " "], ["projectType", "essay"], ["program", "p".repeat(201)]];
    for (const [field, value] of cases) {
      const issue = requestFieldsSchema.safeParse({ ...valid, [field]: value }).error!.issues[0]!;
      expect(issue.path[0], field).toBe(field);
      expect(fieldMessage(field, fieldIssueOf(field, issue.message)), field).toBe(issue.message);
    }
    expect(fieldMessage("email", "invalid")).toBe(INVALID_EMAIL_MESSAGE);
    expect(fieldMessage("phone", "invalid")).toBe(INVALID_PHONE_MESSAGE);
    expect(fieldMessage("projectType", "too_long")).toBe("Please check the Project Type field and try again.");
  });

  it("takes only its own error codes from the error page's URL", () => {
    expect(isRequestErrorCode("storage_failed")).toBe(true);
    for (const code of ["nope", "toString", "__proto__", "constructor", "", 42, null, undefined]) expect(isRequestErrorCode(code), String(code)).toBe(false);
  });
});
