/**
 * Money in GH cedis. Amounts travel as decimal strings ("1234.50", what Postgres numeric(12,2) returns) and are
 * added up as integer pesewas (cents), so sums like 0.10 + 0.20 are exactly 0.30 and totals never drift.
 * Shared by browser and server: no imports.
 */

/** numeric(12, 2) holds at most 9,999,999,999.99. */
export const MAX_CENTS = 999_999_999_999;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * Parses what a user or the database gives ("12", "12.5", "12.345", 12.5, "") into cents, rounding half up
 * to the pesewa. Empty counts as 0. Answers null for anything that is not a non-negative decimal number;
 * a leading minus sign answers NEGATIVE so callers can give the "cannot be negative" message.
 */
export function parseCents(input: unknown): number | null | "NEGATIVE" {
  if (input === null || input === undefined) return 0;
  let text = typeof input === "number" ? (Number.isFinite(input) ? numberToPlain(input) : "x") : String(input);
  text = text.trim().replace(/,/g, "");
  if (text === "") return 0;
  if (text.startsWith("-")) {
    const rest = parseCents(text.slice(1));
    return rest === 0 ? 0 : rest === null ? null : "NEGATIVE";
  }
  if (text.startsWith("+")) text = text.slice(1);
  if (text.startsWith(".")) text = `0${text}`;
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const whole = m[1].replace(/^0+(?=\d)/, "");
  if (whole.length > 13) return null;
  const frac = (m[2] ?? "").padEnd(3, "0");
  let cents = Number(whole) * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  return Number.isSafeInteger(cents) ? cents : null;
}

function numberToPlain(n: number): string {
  // Avoids exponent notation (1e-7) so the pattern sees plain digits; huge numbers stay unreadable on purpose.
  const s = String(n);
  return /e/i.test(s) ? n.toFixed(20) : s;
}

/** Cents as the decimal string the database takes: 1234 -> "12.34", -5 -> "-0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A decimal string from the database (or any amount) as cents; anything unreadable counts as 0. */
export function toCents(value: string | number | null | undefined): number {
  const c = parseCents(value);
  if (c === "NEGATIVE") return -(parseCents(String(value).trim().slice(1)) as number);
  return c ?? 0;
}

const formatter = new Intl.NumberFormat("en-GH", { style: "currency", currency: "GHS", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** GHS for en-GH, e.g. "GH₵1,234.50". Formats from the decimal string so no float rounding shows. */
export function formatCedis(cents: number): string {
  // Intl rounds doubles; cents / 100 of an integer below 2^53 is exact to 2 places for display.
  return formatter.format(cents / 100);
}

/** A share as a percentage with one decimal ("33.3%"); 0% when the whole is 0. */
export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return "0%";
  const tenths = Math.round((part * 1000) / whole);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}
