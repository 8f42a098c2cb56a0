// The day a document was added, in Accra time: a server running in another zone would show the previous or next day
// for documents added near midnight.
const libraryDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Africa/Accra" });

export function formatLibraryDate(iso: string | Date): string {
  return libraryDate.format(new Date(iso));
}
