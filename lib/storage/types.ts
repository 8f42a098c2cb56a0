import type { Readable } from "node:stream";

export type StoredObject = { body: ReadableStream<Uint8Array>; contentType?: string; size?: number };

/** Where uploaded files live: local disk (embedded default) or the private Supabase bucket 'assignments'. */
export interface StorageAdapter {
  readonly kind: "local" | "supabase";
  /** Writes a new object; never overwrites (a clash is an error). */
  put(path: string, body: Readable, options: { contentType: string; size?: number }): Promise<void>;
  /** The object as a stream, or null when it does not exist. */
  get(path: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(path: string): Promise<void>;
}

/** A storage failure with the provider's message (mapped to SPEC.md's upload messages by the caller). */
export class StorageFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageFailure";
  }
}
