import { describe, expect, it } from "vitest";
import {
  BOLD_LABEL,
  CLAUSE_BREAK_LIST_MARKER,
  CLAUSE_LIST_MARKER,
  LINE_ITEM_MARKER,
  SENTENCE_LIST_MARKER,
} from "@/lib/text-tools/humanizer/list-markers";

// a masked span (a protected number or name) as the engine writes it
const M = "\uE001";
const M2 = "\uE002";

describe("list markers: the same patterns the stages wrote inline before they were shared", () => {
  it("each pattern is the old one (a bullet class's order aside, which does not change the set)", () => {
    expect(SENTENCE_LIST_MARKER.source).toBe(/^(?:[-*•+–]|[\uE000-\uF8FF\d]+[.)]|\(?[a-z]\))\s+/.source);
    expect(CLAUSE_LIST_MARKER.source).toBe(/^(?:[-*•+–]|\(?(?:[a-z]|[ivx]+|[\uE000-\uF8FF])[.)]|[\uE000-\uF8FF][.:]?)\s+/.source);
    expect(CLAUSE_BREAK_LIST_MARKER.source).toBe(
      /^(?:[-*•+–]|\(?(?:[a-z]|[ivx]+|[\uE000-\uF8FF])[.)]|(?:(?:Step|Stage|[\uE000-\uF8FF])\s+)?[\uE000-\uF8FF][.:])\s+/.source,
    );
    expect(LINE_ITEM_MARKER.source).toBe(/^[ \t]*(?:[-*+•]|\d{1,3}[.)]|[a-z][.)])[ \t]+$/.source);
    expect(BOLD_LABEL.source).toBe(/^((?:[-*+•]\s+|\d{1,3}[.)]\s+|[\uE000-\uF8FF]\s+)?(\*\*|__)[^*_\n]{1,60}?\2:?\s+)(?=[A-Z\uE000-\uF8FF])/.source);
    for (const re of [SENTENCE_LIST_MARKER, CLAUSE_LIST_MARKER, CLAUSE_BREAK_LIST_MARKER, LINE_ITEM_MARKER, BOLD_LABEL]) expect(re.flags).toBe("");
  });
});

const strip = (re: RegExp, s: string) => s.replace(re, "");

describe("SENTENCE_LIST_MARKER (lexical)", () => {
  it("strips a bullet, a number or a letter with a bracket", () => {
    for (const m of ["- ", "* ", "• ", "+ ", "– ", "1. ", "12) ", `${M}. `, `${M}${M2}) `, "a) ", "(a) "]) expect(strip(SENTENCE_LIST_MARKER, `${m}Additionally, bring a pen`)).toBe("Additionally, bring a pen");
  });
  it("leaves a letter with a stop, a roman numeral, a step, an abbreviation, a decimal and a number word", () => {
    for (const s of ["a. Add salt", "ii. Add salt", "Step 3: Add salt", "e.g. salt", "1.5 cups of salt", "One cup of salt", "-Add salt"]) expect(SENTENCE_LIST_MARKER.test(s)).toBe(false);
  });
});

describe("CLAUSE_LIST_MARKER (clauses: is it an instruction)", () => {
  it("strips a bullet, a lettered, roman or masked item, and a bare masked word", () => {
    for (const m of ["- ", "– ", "• ", "a. ", "a) ", "(b) ", "ii. ", "(iv) ", `${M}. `, `${M}) `, `${M}: `, `${M} `]) expect(strip(CLAUSE_LIST_MARKER, `${m}Host a dinner`)).toBe("Host a dinner");
  });
  it("leaves raw digits (numbers are masked by then), a step, an abbreviation, a decimal and a number word", () => {
    for (const s of ["1. Host a dinner", "Step 3: Host a dinner", `Step ${M}: Host a dinner`, "e.g. a dinner", "1.5 hours", "One dinner a week"]) expect(CLAUSE_LIST_MARKER.test(s)).toBe(false);
  });
});

describe("CLAUSE_BREAK_LIST_MARKER (clause breaks: an instruction behind its marker)", () => {
  it("strips a bullet, a lettered, roman or masked item, and a step's label", () => {
    for (const m of ["- ", "* ", "+ ", "a) ", "(ii) ", "iv. ", `${M}. `, `${M}: `, `Step ${M}: `, `Stage ${M}. `, `${M} ${M2}. `]) expect(strip(CLAUSE_BREAK_LIST_MARKER, `${m}Plant early, so the crop`)).toBe("Plant early, so the crop");
  });
  it("keeps a bare masked word (a protected name), raw digits, an abbreviation, a decimal and a number word", () => {
    for (const s of [`${M} runs a shop`, "1. Plant early", "e.g. plant early", "1.5 m apart", "Three rows apart"]) expect(CLAUSE_BREAK_LIST_MARKER.test(s)).toBe(false);
  });
});

describe("LINE_ITEM_MARKER (protect: all of a line before a word is a marker)", () => {
  it("matches a bullet, up to three digits or a letter with a stop or bracket, indented or not", () => {
    for (const s of ["- ", "  * ", "\t• ", "+ ", "1. ", "123) ", "a. ", "b) "]) expect(LINE_ITEM_MARKER.test(s)).toBe(true);
  });
  it("does not match an en dash, four digits, a bracketed letter, an abbreviation, a decimal, a word or no space", () => {
    for (const s of ["– ", "1234. ", "(a) ", "e.g. ", "1.5 ", "One ", "- Add ", "-", "1."]) expect(LINE_ITEM_MARKER.test(s)).toBe(false);
  });
});

describe("BOLD_LABEL (imperfections: the opener comes after a bold label)", () => {
  it("captures the label with an optional bullet, number or masked number before it", () => {
    expect("- **Cost:** Furthermore, it".match(BOLD_LABEL)?.[1]).toBe("- **Cost:** ");
    expect("1. **Cost:** Furthermore, it".match(BOLD_LABEL)?.[1]).toBe("1. **Cost:** ");
    expect(`${M} **Cost**: Moreover, it`.match(BOLD_LABEL)?.[1]).toBe(`${M} **Cost**: `);
    expect("__Note__ The fee".match(BOLD_LABEL)?.[1]).toBe("__Note__ ");
    expect(`**Cost:** ${M} is due`.match(BOLD_LABEL)?.[1]).toBe("**Cost:** ");
  });
  it("needs a capital or masked word after it, and no en dash, letter or plain label before it", () => {
    for (const s of ["**cost:** the fee", "– **Cost:** The fee", "a) **Cost:** The fee", "Cost: The fee", "e.g. **X** Y", "1.5 **X** Y", "- Furthermore, it"]) expect(BOLD_LABEL.test(s)).toBe(false);
  });
});
