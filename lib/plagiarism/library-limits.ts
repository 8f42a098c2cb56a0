/** Limits of the admin library upload, shared by the form, the route and the action. Browser-safe. */
export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;
export const REFERENCE_ACCEPT = ".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain";
/**
 * A reference url is the document's key (a unique btree index, whose entries hold at most 2,704 bytes): longer ones
 * failed the insert. Bytes of UTF-8, which are characters for a percent-encoded url.
 */
export const MAX_REFERENCE_URL_BYTES = 2000;
export const urlByteLength = (url: string) => new TextEncoder().encode(url).length;
