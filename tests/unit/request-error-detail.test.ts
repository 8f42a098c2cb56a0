import { describe, expect, it } from "vitest";
import { publicDetail, requestErrorMessage } from "@/lib/requests/errors";

describe("a storage error shown to the visitor", () => {
  it("keeps SPEC's 'Upload failed: {message}' without the server's file paths", () => {
    expect(requestErrorMessage("storage_failed", "ENOSPC: no space left on device, open '/srv/app/.data/uploads/project_guidelines/abc.pdf'"))
      .toBe("Upload failed: ENOSPC: no space left on device, open '[file]'");
    expect(requestErrorMessage("storage_failed", "The object exceeded the maximum allowed size")).toBe("Upload failed: The object exceeded the maximum allowed size");
    expect(publicDetail("Error: boom\n    at put (/srv/app/lib/storage/local.ts:10:5)")).toBe("Error: boom");
    expect(publicDetail("x".repeat(300))).toHaveLength(160);
    expect(requestErrorMessage("storage_failed", "")).toBe("Upload failed: unknown error");
  });
});
