import { describe, expect, it } from "vitest";
import { googleSearchUrl, UNIVERSITIES, UNIVERSITY_CATEGORIES, VISIT_STATUS_LABELS } from "@/lib/universities/data";
import {
  CATEGORY_FILTER_OPTIONS,
  countStatuses,
  DEFAULT_FILTERS,
  filterUniversities,
  isDefaultFilters,
  SORT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  statusFromCheckbox,
  withStatuses,
  type UniversityFilters,
} from "@/lib/universities/filters";
import { applyStatusEvent, rollbackStatus, statusesFromRows } from "@/lib/universities/status-state";

const rows = withStatuses(UNIVERSITIES, { "university-of-ghana": "visited", upsa: "planned", "ashesi-university": "visited" });
const f = (over: Partial<UniversityFilters>) => ({ ...DEFAULT_FILTERS, ...over });

describe("built-in university list", () => {
  it("holds the 37 institutions without the research fields", () => {
    expect(UNIVERSITIES).toHaveLength(37);
    for (const u of UNIVERSITIES) {
      expect(Object.keys(u).sort()).toEqual(["category", "id", "location", "name", "website"]);
      expect(UNIVERSITY_CATEGORIES).toContain(u.category);
    }
    expect(new Set(UNIVERSITIES.map((u) => u.id)).size).toBe(37);
  });

  it("labels and option texts are SPEC's", () => {
    expect(Object.values(VISIT_STATUS_LABELS)).toEqual(["Visited", "Planned Visit", "Yet to Visit"]);
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual(["All statuses", "Visited", "Planned Visit", "Yet to Visit"]);
    expect(CATEGORY_FILTER_OPTIONS.map((o) => o.label)).toEqual(["All categories", "Public universities", "Chartered private universities", "Private university colleges"]);
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(["Name A to Z", "Name Z to A", "Status", "Category"]);
  });

  it("searches Google for name plus location", () => {
    const url = new URL(googleSearchUrl({ name: "University of Ghana", location: "Legon, Accra" }));
    expect(url.origin + url.pathname).toBe("https://www.google.com/search");
    expect(url.searchParams.get("q")).toBe("University of Ghana Legon, Accra");
  });
});

describe("filterUniversities", () => {
  it("defaults: everything, sorted by name A to Z", () => {
    const out = filterUniversities(rows, DEFAULT_FILTERS);
    expect(out).toHaveLength(37);
    const names = out.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(out[0]!.name).toBe("Academic City University");
  });

  it("searches name or location, case- and accent-insensitively, every word", () => {
    expect(filterUniversities(rows, f({ search: "ASHESI" })).map((u) => u.id)).toEqual(["ashesi-university"]);
    const nungua = filterUniversities(rows, f({ search: "nungua" })).map((u) => u.id).sort();
    expect(nungua).toEqual(["accra-metropolitan-university", "regional-maritime-university"]);
    // "–" and other marks in locations do not stop a word match
    expect(filterUniversities(rows, f({ search: "legon madina" })).map((u) => u.id)).toEqual(["upsa"]);
    expect(filterUniversities(rows, f({ search: "  " }))).toHaveLength(37);
    expect(filterUniversities(rows, f({ search: "zzz-nothing" }))).toEqual([]);
  });

  it("filters by status and category, combined with search", () => {
    expect(filterUniversities(rows, f({ status: "visited" })).map((u) => u.id)).toEqual(["ashesi-university", "university-of-ghana"]);
    expect(filterUniversities(rows, f({ status: "planned" })).map((u) => u.id)).toEqual(["upsa"]);
    expect(filterUniversities(rows, f({ status: "not_visited" }))).toHaveLength(34);
    expect(filterUniversities(rows, f({ category: "Public University" }))).toHaveLength(7);
    expect(filterUniversities(rows, f({ category: "Chartered Private University" }))).toHaveLength(16);
    expect(filterUniversities(rows, f({ category: "Private University College" }))).toHaveLength(14);
    expect(filterUniversities(rows, f({ status: "visited", category: "Public University" })).map((u) => u.id)).toEqual(["university-of-ghana"]);
    expect(filterUniversities(rows, f({ status: "visited", search: "berekuso" })).map((u) => u.id)).toEqual(["ashesi-university"]);
  });

  it("sorts Z to A, by status (visited, planned, yet to visit) and by category, names breaking ties", () => {
    const desc = filterUniversities(rows, f({ sort: "name-desc" })).map((u) => u.name);
    expect(desc).toEqual(filterUniversities(rows, DEFAULT_FILTERS).map((u) => u.name).reverse());
    const byStatus = filterUniversities(rows, f({ sort: "status" }));
    expect(byStatus.slice(0, 3).map((u) => u.id)).toEqual(["ashesi-university", "university-of-ghana", "upsa"]);
    expect(byStatus.slice(3).every((u) => u.status === "not_visited")).toBe(true);
    const byCategory = filterUniversities(rows, f({ sort: "category" }));
    expect(byCategory.slice(0, 7).every((u) => u.category === "Public University")).toBe(true);
    expect(byCategory.slice(7, 23).every((u) => u.category === "Chartered Private University")).toBe(true);
    expect(byCategory[0]!.name).toBe("Accra Technical University (ATU)");
  });

  it("does not change its input", () => {
    const copy = rows.map((r) => r.id);
    filterUniversities(rows, f({ sort: "name-desc" }));
    expect(rows.map((r) => r.id)).toEqual(copy);
  });
});

describe("counters and state", () => {
  it("counts visited, planned and yet to visit", () => {
    expect(countStatuses(rows)).toEqual({ visited: 2, planned: 1, notVisited: 34, total: 37 });
    expect(countStatuses([])).toEqual({ visited: 0, planned: 0, notVisited: 0, total: 0 });
  });

  it("knows the default filters", () => {
    expect(isDefaultFilters(DEFAULT_FILTERS)).toBe(true);
    expect(isDefaultFilters(f({ search: "a" }))).toBe(false);
    expect(isDefaultFilters(f({ sort: "status" }))).toBe(false);
  });

  it("checkbox: checked is visited, unchecked is not_visited", () => {
    expect(statusFromCheckbox(true)).toBe("visited");
    expect(statusFromCheckbox(false)).toBe("not_visited");
  });

  it("applies live events: insert/update set the status, delete resets to not_visited, junk is ignored", () => {
    let s = applyStatusEvent({}, { op: "INSERT", university_id: "upsa", status: "planned" });
    expect(s).toEqual({ upsa: "planned" });
    s = applyStatusEvent(s, { op: "UPDATE", university_id: "upsa", status: "visited" });
    expect(s).toEqual({ upsa: "visited" });
    s = applyStatusEvent(s, { op: "DELETE", university_id: "upsa", status: null });
    expect(s).toEqual({ upsa: "not_visited" });
    expect(applyStatusEvent(s, { op: "UPDATE", university_id: "nowhere", status: "visited" })).toBe(s);
    expect(applyStatusEvent(s, { op: "UPDATE", university_id: "upsa", status: "burnt" })).toBe(s);
  });

  it("rolls back only when the row still shows the failed value", () => {
    expect(rollbackStatus({ upsa: "visited" }, "upsa", "visited", "planned")).toEqual({ upsa: "planned" });
    const newer = { upsa: "not_visited" as const };
    expect(rollbackStatus(newer, "upsa", "visited", "planned")).toBe(newer);
    expect(rollbackStatus({}, "upsa", "not_visited", "planned")).toEqual({ upsa: "planned" });
  });

  it("reads rows, dropping unknown ids and statuses", () => {
    expect(statusesFromRows([{ universityId: "upsa", status: "visited" }, { universityId: "x", status: "visited" }, { universityId: "gimpa", status: "?" }])).toEqual({ upsa: "visited" });
  });
});
