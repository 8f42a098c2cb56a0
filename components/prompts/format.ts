// The business is in Accra: dates read the same for every admin and on the server and browser render alike.
const TIME_ZONE = "Africa/Accra";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

export function formatPromptDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatPromptDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
