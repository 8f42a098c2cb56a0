import list from "./accra-universities.json";

/**
 * The built-in list of Accra institutions (from shared/data/accra-universities.json, without the research fields
 * confidence, source and note). Plain data, shared by the server page and the browser table.
 */
export const UNIVERSITY_CATEGORIES = ["Public University", "Chartered Private University", "Private University College"] as const;
export type UniversityCategory = (typeof UNIVERSITY_CATEGORIES)[number];

export const VISIT_STATUSES = ["visited", "planned", "not_visited"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  visited: "Visited",
  planned: "Planned Visit",
  not_visited: "Yet to Visit",
};

export type University = {
  id: string;
  name: string;
  location: string;
  website: string | null;
  category: UniversityCategory;
};

export const UNIVERSITIES: readonly University[] = list as University[];

export const UNIVERSITY_IDS: ReadonlySet<string> = new Set(UNIVERSITIES.map((u) => u.id));

export function isVisitStatus(value: unknown): value is VisitStatus {
  return typeof value === "string" && (VISIT_STATUSES as readonly string[]).includes(value);
}

/** A web search for the institution, used instead of trusting the stored website to still be right. */
export function googleSearchUrl(u: Pick<University, "name" | "location">): string {
  return `https://www.google.com/search?q=${encodeURIComponent(`${u.name} ${u.location}`)}`;
}
