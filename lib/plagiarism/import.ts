import { z } from "zod";
import { stripNul, withoutNul } from "@/lib/forms/control-chars";
import { MAX_REFERENCE_URL_BYTES, urlByteLength } from "./library-limits";

/** One line of a corpus file: {title, url, text, id?}. Browser-safe (no server imports). */
export const corpusLineSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  // PostgreSQL text and jsonb cannot hold NUL: one in a line stopped the whole import there. Dropped from the title
  // and text; a url (the document's key) holding one is refused, so the line is skipped with a message.
  title: z.string().overwrite(stripNul).trim().min(1, "title is required").max(500),
  url: z
    .string()
    .trim()
    .min(1, "url is required")
    .refine(withoutNul, "url contains a NUL character")
    // the url is the document's key: a unique index entry holds at most 2,704 bytes (2,000 characters of UTF-8 did not fit)
    .refine((u) => urlByteLength(u) <= MAX_REFERENCE_URL_BYTES, `url is longer than ${MAX_REFERENCE_URL_BYTES} bytes`),
  text: z.string().overwrite(stripNul).min(1, "text is required").max(2_000_000),
});
export type CorpusLine = z.infer<typeof corpusLineSchema>;

export const importBatchSchema = z.object({ documents: z.array(corpusLineSchema).min(1).max(500) });

/** The library row for a corpus line: keyed by url, so importing the same url again updates it. */
export function referenceDocument(line: CorpusLine) {
  return { key: line.url, kind: "reference" as const, title: line.title, url: line.url, text: line.text, externalId: line.id ?? null };
}
