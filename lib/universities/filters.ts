import { UNIVERSITY_CATEGORIES, type University, type UniversityCategory, type VisitStatus, VISIT_STATUSES } from "./data";

export type StatusFilter = "all" | VisitStatus;
export type CategoryFilter = "all" | UniversityCategory;
export type UniversitySort = "name-asc" | "name-desc" | "status" | "category";

export type UniversityFilters = { search: string; status: StatusFilter; category: CategoryFilter; sort: UniversitySort };

export const DEFAULT_FILTERS: UniversityFilters = { search: "", status: "all", category: "all", sort: "name-asc" };

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All statuses" },
  { value: "visited", label: "Visited" },
  { value: "planned", label: "Planned Visit" },
  { value: "not_visited", label: "Yet to Visit" },
];

export const CATEGORY_FILTER_OPTIONS: { value: CategoryFilter; label: string }[] = [
  { value: "all", label: "All categories" },
  { value: "Public University", label: "Public universities" },
  { value: "Chartered Private University", label: "Chartered private universities" },
  { value: "Private University College", label: "Private university colleges" },
];

export const SORT_OPTIONS: { value: UniversitySort; label: string }[] = [
  { value: "name-asc", label: "Name A to Z" },
  { value: "name-desc", label: "Name Z to A" },
  { value: "status", label: "Status" },
  { value: "category", label: "Category" },
];

export type StatusMap = Readonly<Record<string, VisitStatus | undefined>>;
export type UniversityRow = University & { status: VisitStatus };

/** Every built-in university with its saved status; one never saved is not_visited. */
export function withStatuses(list: readonly University[], statuses: StatusMap): UniversityRow[] {
  return list.map((u) => ({ ...u, status: statuses[u.id] ?? "not_visited" }));
}

// Accents and case must not decide a match: "legon" finds "Legon", "lashibi" finds "Lashibi".
function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");
}

const byName = (a: UniversityRow, b: UniversityRow) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

/** Search (name or location, every word must appear), status and category filters, then the chosen order. */
export function filterUniversities(rows: readonly UniversityRow[], f: UniversityFilters): UniversityRow[] {
  const words = fold(f.search).split(/\s+/).filter(Boolean);
  const kept = rows.filter((u) => {
    if (f.status !== "all" && u.status !== f.status) return false;
    if (f.category !== "all" && u.category !== f.category) return false;
    if (words.length === 0) return true;
    const hay = fold(`${u.name} ${u.location}`);
    return words.every((w) => hay.includes(w));
  });
  return sortUniversities(kept, f.sort);
}

export function sortUniversities(rows: readonly UniversityRow[], sort: UniversitySort): UniversityRow[] {
  const out = [...rows];
  switch (sort) {
    case "name-desc":
      return out.sort((a, b) => byName(b, a));
    // Status order follows the workflow: visited, then planned, then yet to visit; names break ties.
    case "status":
      return out.sort((a, b) => VISIT_STATUSES.indexOf(a.status) - VISIT_STATUSES.indexOf(b.status) || byName(a, b));
    case "category":
      return out.sort((a, b) => UNIVERSITY_CATEGORIES.indexOf(a.category) - UNIVERSITY_CATEGORIES.indexOf(b.category) || byName(a, b));
    default:
      return out.sort(byName);
  }
}

export type VisitCounters = { visited: number; planned: number; notVisited: number; total: number };

/** Counters over the whole list, not the filtered view: they answer "how far along are we overall". */
export function countStatuses(rows: readonly Pick<UniversityRow, "status">[]): VisitCounters {
  const c: VisitCounters = { visited: 0, planned: 0, notVisited: 0, total: rows.length };
  for (const r of rows) {
    if (r.status === "visited") c.visited++;
    else if (r.status === "planned") c.planned++;
    else c.notVisited++;
  }
  return c;
}

export function isDefaultFilters(f: UniversityFilters): boolean {
  return f.search === DEFAULT_FILTERS.search && f.status === "all" && f.category === "all" && f.sort === DEFAULT_FILTERS.sort;
}

/** Checkbox semantics of SPEC section 4: checked gives visited, unchecked gives not_visited. */
export function statusFromCheckbox(checked: boolean): VisitStatus {
  return checked ? "visited" : "not_visited";
}
