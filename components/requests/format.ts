// SPEC: request dates in en-US with short month, day, hour and minute. Accra time, so server and browser agree.
const requestDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Africa/Accra" });

export function formatRequestDate(iso: string): string {
  return requestDate.format(new Date(iso));
}
