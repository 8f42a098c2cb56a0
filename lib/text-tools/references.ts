/**
 * Reference lists, shared by the text tools (browser-safe, no server imports). Students paste essays with their
 * reference list. For the humanizer they are citations: a cited work's title, authors and journal must come back
 * exactly as written ("Utilizing innovative approaches ..." as the title of Boateng (2019) is not its to change), so it
 * leaves alone every line after a references heading and any line shaped like an entry wherever it stands. For the
 * detector they are not the writer's prose: it reads the text without them.
 */
const HEADING = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:\d+(?:\.\d+)*\.?\s+)?(?:References?|Reference\s+List|Bibliography|Works\s+Cited|Literature\s+Cited|Sources|Citations|Works\s+Consulted)\s*(?:\*\*|__)?\s*:?\s*$/i;

const SURNAME = String.raw`[A-Z][\p{L}'’-]+(?:\s(?:van|von|de|der|da|del|du|le|la)\s[A-Z][\p{L}'’-]+)?`;
const INITIALS = String.raw`(?:[A-Z]\.\s?(?:-?[A-Z]\.\s?)*)`;
// APA / Harvard: "Asante, F. A., & Amuakwa-Mensah, F. (2015). Title ..." or "Boateng, K. 2019. Title ..."
const APA = new RegExp(String.raw`^\s*(?:\d+\.\s+|\[\d+\]\s*)?${SURNAME},\s${INITIALS}.*?(?:\(\d{4}[a-z]?(?:,[^)]{0,30})?\)|\b(?:19|20)\d{2}[a-z]?\.)`, "u");
// MLA / Chicago: "Mensah, Kofi. Title of the Book. Publisher, 2019."
const MLA = new RegExp(String.raw`^\s*${SURNAME},\s[A-Z][\p{L}'’-]+(?:\s${INITIALS})?\.\s.+\b(?:19|20)\d{2}\b.*\.\s*$`, "u");
// IEEE / Vancouver: "[3] K. Mensah, “Title,” Journal ..., 2019." or "3. Mensah K, Boateng A. Title. Journal. 2019;12(3):45-67."
const NUMBERED = new RegExp(String.raw`^\s*(?:\[\d+\]|\d+\.)\s+(?:${INITIALS}\s?${SURNAME}|${SURNAME}\s[A-Z]{1,3}\b)[,.].*\b(?:19|20)\d{2}\b`, "u");

const isReferenceEntry = (line: string) => APA.test(line) || MLA.test(line) || NUMBERED.test(line);

/** A line of prose: a dozen words or more, not an entry, with no year or link (a reference list has one of those). */
const isProse = (line: string) => (line.match(/[\p{L}'’-]+/gu) ?? []).length >= 12 && !/\b(?:1[5-9]|20)\d{2}\b|https?:\/\/|www\.|doi/i.test(line);

/**
 * Reads a text's lines in order and tells which belong to its references: the heading, the lines after it until a
 * line of prose (a "Sources" line put before an essay must not hide the essay: the detector reads the text without
 * its reference list), and any line shaped like an entry. Stateful: one scanner per text.
 */
export function referenceScanner(): (line: string) => boolean {
  let inList = false;
  return (line) => {
    if (!inList && HEADING.test(line)) return (inList = true);
    if (inList && !isReferenceEntry(line) && isProse(line)) inList = false;
    return inList || isReferenceEntry(line);
  };
}

/**
 * The text with its reference lines (the heading, the list after it, stray entries) blanked to spaces of the same
 * length, so offsets into it are offsets into the text (the sentence highlights); the text itself if that leaves no
 * prose (a pasted reference list alone is still read).
 */
export function blankReferences(text: string): string {
  const isReference = referenceScanner();
  const blanked = text.split("\n").map((line) => (isReference(line) ? " ".repeat(line.length) : line)).join("\n");
  return /[A-Za-z]{2,}/.test(blanked) ? blanked : text;
}

/** The prose alone, for services that take the text as a whole (no offsets come back from them); `blanked` is
 * blankReferences(text) when the caller has it already. */
export const withoutReferences = (text: string, blanked = blankReferences(text)) => blanked.replace(/\n(?:[ \t]*\n)+/g, "\n\n").trim();
