import { describe, expect, it } from "vitest";
import { analyse, type CandidateDoc } from "@/lib/plagiarism/engine";
import { copiedStart } from "@/lib/plagiarism/lead-in";
import { buildResult } from "@/lib/plagiarism/report";
import { segments } from "@/lib/plagiarism/sentences";
import { docByUrl, fixtureLibrary, ORIGINAL_TEXT } from "../../fixtures/plagiarism/texts";

const library: CandidateDoc[] = fixtureLibrary.map((d) => ({ id: d.id, title: d.title, url: d.url, text: d.text, kind: "reference" }));
const source = docByUrl("packet-routing");
const [first, second] = source.text.match(/[^.!?]+[.!?]/g)!.map((s) => s.trim());
const lower = (s: string) => s[0]!.toLowerCase() + s.slice(1);

describe("the writer's lead-in before a copied clause", () => {
  it("is not counted as copied", () => {
    const leadIn = "According to the lecture notes we were given in our second year,";
    const text = `${ORIGINAL_TEXT}\n\n${leadIn} ${lower(first!)} ${second}`;
    const a = analyse(text, library);
    const copied = a.spans.map((s) => text.slice(s.start, s.end)).join(" | ");
    expect(a.sources.map((s) => s.doc.url)).toEqual([source.url]);
    expect(copied).not.toMatch(/lecture notes/);
    expect(copied).toContain(second!);
    // the same sentences without the lead-in count the same characters, give or take the first letter's case
    const plain = analyse(`${ORIGINAL_TEXT}\n\n${first} ${second}`, library);
    expect(Math.abs(a.coveredChars - plain.coveredChars)).toBeLessThanOrEqual(2);
  });

  it("a lead-in the source holds, or a copied sentence with commas, stays whole", () => {
    const src = segments("In 1895, the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.");
    const copied = "In 1895, the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.";
    expect(copiedStart(copied, segments(copied)[0]!, src)).toBe(0);
    const led = "As my history teacher once told us, the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.";
    expect(led.slice(copiedStart(led, segments(led)[0]!, src))).toMatch(/^the engineers of the colony/);
    const argue = "Many historians of the region argue that the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.";
    expect(argue.slice(copiedStart(argue, segments(argue)[0]!, src))).toMatch(/^the engineers of the colony/);
    // an opening clause that does not frame a report may be the copier's rewording of the source's own clause
    for (const t of ["However, the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.", "Under British rule, the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines."])
      expect(copiedStart(t, segments(t)[0]!, src)).toBe(0);
    // never more than half the sentence
    const long = "My cousin, who works at the ministry in Accra and reads a lot about old railways, said the engineers built it.";
    expect(copiedStart(long, segments(long)[0]!, src)).toBeLessThan(long.length / 2 + 2);
  });
});

describe("what is not a lead-in", () => {
  const src = segments("The engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines, and the line opened in 1903.");
  it("dialogue and narration around a copied clause stay with it", () => {
    for (const t of [
      "“Look there,” Elaine said, the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.",
      "He found, as he had suspected, that the engineers of the colony built a railway from Sekondi to Tarkwa.",
    ]) expect(copiedStart(t, segments(t)[0]!, src)).toBe(0);
  });
});

describe("a story's narration", () => {
  it("'He had observed that' opens a copied sentence, not a citation", () => {
    const src = segments("The engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.");
    const t = "He had observed that the engineers of the colony built a railway from Sekondi to Tarkwa for the gold mines.";
    expect(copiedStart(t, segments(t)[0]!, src)).toBe(0);
  });
});

describe("a check against an empty library", () => {
  it("says nothing was compared instead of reading as a clearance", () => {
    const a = analyse(ORIGINAL_TEXT, []);
    const empty = buildResult(ORIGINAL_TEXT, a, "public", { documents: 0, privateDocuments: 0, web: false });
    expect(empty.plagiarismPercentage).toBe(0);
    expect(empty.recommendations[0]).toMatch(/^The reference library is empty, so this text was not compared with anything/);
    expect(empty.report).toMatch(/^Nothing was compared: the reference library is empty\./);
    const full = buildResult(ORIGINAL_TEXT, analyse(ORIGINAL_TEXT, library), "public", { documents: library.length, privateDocuments: 0, web: false });
    expect(full.recommendations.join(" ")).not.toMatch(/library is empty/);
    expect(full.report).toMatch(/^No matching passages found in the documents checked/);
  });

  // QA 2026-11-27: the page showed a green "0%", "Low risk" and "100% unique" under "Nothing was compared". The answer
  // says so explicitly now (`compared: false`) and the report no longer states a risk level for it.
  it("says compared: false when nothing was compared, and states no risk level", () => {
    const empty = buildResult(ORIGINAL_TEXT, analyse(ORIGINAL_TEXT, []), "public", { documents: 0, privateDocuments: 0, web: false });
    expect(empty.compared).toBe(false);
    expect(empty.report).not.toMatch(/Risk level/);
    for (const scope of [
      { documents: 1, privateDocuments: 0, web: false },
      { documents: 0, privateDocuments: 1, web: false },
      { documents: 0, privateDocuments: 0, web: true },
    ]) {
      const r = buildResult(ORIGINAL_TEXT, analyse(ORIGINAL_TEXT, []), "public", scope);
      expect(r.compared).toBe(true);
      expect(r.report).toMatch(/Risk level: low\./);
    }
  });

  it("names the earlier submissions among what was checked, counted for staff only", () => {
    const onlyOne = buildResult(ORIGINAL_TEXT, analyse(ORIGINAL_TEXT, []), "public", { documents: 0, privateDocuments: 1, web: false });
    expect(onlyOne.recommendations[0]).toMatch(/^No passage of this text matches the 0 reference documents and earlier submissions checked\./);
    const some = buildResult(ORIGINAL_TEXT, analyse(ORIGINAL_TEXT, []), "public", { documents: 4, privateDocuments: 3, web: false });
    expect(some.recommendations[0]).toMatch(/^No passage of this text matches the 4 reference documents and earlier submissions checked\./);
    const staff = buildResult(ORIGINAL_TEXT, analyse(ORIGINAL_TEXT, []), "admin", { documents: 4, privateDocuments: 3, web: false });
    expect(staff.recommendations[0]).toMatch(/^No passage of this text matches the 4 reference documents and 3 earlier submissions checked\./);
    const none = buildResult(ORIGINAL_TEXT, analyse(ORIGINAL_TEXT, []), "public", { documents: 4, privateDocuments: 0, web: false });
    expect(none.recommendations[0]).toMatch(/^No passage of this text matches the 4 reference documents checked\./);
  });
});
