import "server-only";
import { projectTypeLabel } from "@/lib/requests/form-constants";
import { getDatabase } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { readAll } from "@/lib/streams";
import { extractText } from "./extract-text";
import { upsertDocument } from "./store";

/** The fields of a saved client request the indexer reads (lib/requests' SavedRequest has them all). */
export type IndexableRequest = {
  id: string;
  createdAt: Date;
  name: string;
  projectType: string;
  details: string;
  filePath: string | null;
  fileName: string | null;
};

const MAX_FILE_BYTES = 25 * 1024 * 1024;

/**
 * Indexes a new client request in the business's own repository: its details and the text of its uploaded file,
 * as private documents. A public check that matches one shows only "Private submission" and its date.
 */
export async function indexSavedRequest(request: IndexableRequest): Promise<number> {
  const { runner } = await getDatabase();
  let indexed = 0;
  const base = { kind: "private" as const, url: null, requestId: request.id, createdAt: request.createdAt };
  if (request.details.trim().split(/\s+/).length >= 8) {
    const doc = { ...base, key: `request:${request.id}:details`, title: `Request from ${request.name} (${projectTypeLabel(request.projectType)}): details`, text: request.details };
    await runner.transaction(async (tx) => void (await upsertDocument(tx, doc)));
    indexed++;
  }
  if (request.filePath && request.fileName) {
    const object = await getStorage().get(request.filePath);
    const bytes = object ? await readAll(object.body, MAX_FILE_BYTES) : null;
    const text = bytes ? await extractText(bytes, request.fileName).catch(() => null) : null;
    if (text && text.trim()) {
      const doc = { ...base, key: `request:${request.id}:file`, title: `${request.fileName}: request from ${request.name}`, text };
      await runner.transaction(async (tx) => void (await upsertDocument(tx, doc)));
      indexed++;
    }
  }
  return indexed;
}
