import "server-only";
import { StorageClient } from "@supabase/storage-js";
import { BUCKET, isStoredFilePath } from "./file-path";
import { StorageFailure, type StorageAdapter } from "./types";

/** The private bucket 'assignments' on Supabase Storage, reached with the service-role key (server side only). */
export function supabaseStorage(supabaseUrl: string, serviceRoleKey: string): StorageAdapter {
  const client = new StorageClient(`${supabaseUrl.replace(/\/$/, "")}/storage/v1`, {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
  });
  const bucket = () => client.from(BUCKET);
  const check = (p: string) => {
    if (!isStoredFilePath(p)) throw new StorageFailure(`invalid storage path ${JSON.stringify(p)}`);
  };
  return {
    kind: "supabase",
    async put(p, body, { contentType }) {
      check(p);
      // A Node stream is sent as it is read (storage-js sets duplex: 'half'), so the file is never held in memory.
      const { error } = await bucket().upload(p, body, { contentType, cacheControl: "3600", upsert: false });
      if (error) throw new StorageFailure(error.message, { cause: error });
    },
    async get(p) {
      check(p);
      const { data, error } = await bucket().download(p).asStream();
      if (error) {
        if (/not.?found/i.test(error.message)) return null;
        throw new StorageFailure(error.message, { cause: error });
      }
      return { body: data as ReadableStream<Uint8Array> };
    },
    async delete(p) {
      check(p);
      const { error } = await bucket().remove([p]);
      if (error) throw new StorageFailure(error.message, { cause: error });
    },
  };
}
