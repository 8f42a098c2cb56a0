import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { blankListMarkers } from "@/lib/text-tools/detector/list-markers";

// Written for this test, in the manner of a chat model's list of recommendations.
const ITEMS = [
  "Strengthen partnerships between universities and local industries to foster innovation and practical skills.",
  "Invest in robust digital infrastructure to ensure seamless access to online learning resources.",
  "Implement comprehensive mentorship programmes that empower students to navigate their academic journeys.",
  "Leverage data-driven insights to enhance decision-making and optimise resource allocation across faculties.",
  "Promote inclusive policies that address the unique challenges faced by students from rural communities.",
];

describe("blankListMarkers", () => {
  it("blanks bullets, dashes, numbers and letters that open a line, keeping every offset", () => {
    for (const marker of ["•", "-", "*", "▪", "–", "1.", "12)", "(a)", "b.", "iv.", "✅", "🔹", "✔️"]) {
      const text = `Our plan:\n${marker} Recruit forty volunteers.\n  ${marker} Open two new centres.`;
      const { text: out, itemStarts } = blankListMarkers(text);
      expect(out.length).toBe(text.length);
      expect(out).toBe(`Our plan:\n${" ".repeat(marker.length + 1)}Recruit forty volunteers.\n  ${" ".repeat(marker.length + 1)}Open two new centres.`);
      expect([...itemStarts]).toEqual([text.indexOf("Recruit"), text.indexOf("Open")]);
    }
  });

  it("leaves markers inside a line, numbers that are not markers, and a hyphen joined to its word", () => {
    for (const t of ["Prices rose - sharply - in 2019.", "2019. That year prices rose.", "-5 degrees at night", "3.5 million people", "A. Mensah wrote it."]) {
      expect(blankListMarkers(t)).toEqual({ text: t, itemStarts: new Set() });
    }
  });
});

describe("the detector reads a list as its items", () => {
  it("scores bulleted and numbered items as it scores the same sentences on their own lines", async () => {
    const lines = ITEMS.join("\n");
    const [plain, bullets, numbers] = await Promise.all([
      detectText(lines, { localOnly: true }),
      detectText(ITEMS.map((s) => `• ${s}`).join("\n"), { localOnly: true }),
      detectText(ITEMS.map((s, i) => `${i + 1}. ${s}`).join("\n"), { localOnly: true }),
    ]);
    for (const r of [bullets, numbers]) {
      expect(r.overallScore).toBe(plain.overallScore);
      expect(r.detectionResults.map((s) => s.aiProbability)).toEqual(plain.detectionResults.map((s) => s.aiProbability));
      expect(r.sentenceAnalysis.map((s) => s.text)).toEqual(plain.sentenceAnalysis.map((s) => s.text));
      expect(r.sentenceAnalysis.length).toBe(ITEMS.length);
    }
  });
});
