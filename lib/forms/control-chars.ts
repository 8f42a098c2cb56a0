/**
 * PostgreSQL cannot store a NUL character in text, so a field holding one failed at the database with a message that
 * named nothing ("Please check the highlighted fields" with nothing highlighted, "The database could not be
 * reached"). Every form schema refuses it on the field instead. Browser-safe, no dependencies (the home page's
 * form imports it).
 */
export const NUL_CHARACTER_MESSAGE = "This field contains an invisible control character. Please retype it.";
export const withoutNul = (value: string) => !value.includes("\u0000");
/** Text with every NUL removed, for text that is kept rather than typed into a field (extracted files, titles, imports). */
export const stripNul = (value: string) => value.replace(/\u0000/g, "");
