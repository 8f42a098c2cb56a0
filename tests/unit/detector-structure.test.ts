import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { buildContext } from "@/lib/text-tools/detector/text-context";
import { questionEcho } from "@/lib/text-tools/detector/question-echo";
import { commaIngSentenceRate, trailingParticipleRate } from "@/lib/text-tools/detector/stylometry";
import { ensembleModel } from "@/lib/text-tools/detector/local";
import { VECTOR_FEATURES } from "@/lib/text-tools/detector/word-vectors";

const echo = (text: string) => questionEcho(buildContext(text));

// Written for this test (not from the training or evaluation files): the same question answered two ways.
const QUESTION = "Question: Does regular exercise reduce the risk of falls in elderly patients with osteoporosis?";
const RESTATED = `${QUESTION} Answer: Yes, regular exercise does reduce the risk of falls in elderly patients with osteoporosis. Programmes that combine balance and strength training appear most effective.`;
const DIRECT = `${QUESTION} Answer: Over two years, 38 of 210 women in the training group fell at least once, against 71 of 205 controls; hip fractures were too few to compare.`;

describe("questionEcho", () => {
  it("is high when the answer restates the question and low when it goes straight to a finding", () => {
    expect(echo(RESTATED)).toBeGreaterThan(0.2);
    expect(echo(DIRECT)).toBeLessThan(-0.2);
  });

  it("adds nothing for a text that does not open with a question", () => {
    expect(echo("Regular exercise reduces falls. Does it reduce fractures? The trials were too small to say.")).toBe(0);
    expect(echo("The committee met on Tuesday and delayed the vote.")).toBe(0);
  });

  it("adds nothing for a question with no answer after it", () => {
    expect(echo("Does regular exercise reduce the risk of falls?")).toBe(0);
  });

  it("works without the Question:/Answer: labels", () => {
    expect(echo("Is coffee bad for your heart? No, coffee is not bad for your heart in moderate amounts.")).toBeGreaterThan(0.1);
  });
});

describe("the trained classifier's question-echo term", () => {
  it("is in the committed model and pushes restated answers toward AI", () => {
    const e = ensembleModel().echo;
    expect(e).toBeDefined();
    expect(e!.c).toBeGreaterThan(0);
  });

  it("scores the restating answer higher than the direct one and names the echo as evidence", async () => {
    const restated = await detectText(RESTATED);
    const direct = await detectText(DIRECT);
    const trained = (r: typeof restated) => r.detectionResults.find((s) => s.service === "Trained Classifier")!;
    expect(trained(restated).aiProbability).toBeGreaterThan(trained(direct).aiProbability);
    expect(trained(restated).indicators).toContain("The answer repeats the question's own words, as AI answers tend to");
    expect(trained(direct).indicators.join(" ")).not.toContain("repeats the question");
  });
});

describe("trailing participle clauses", () => {
  const rate = (text: string) => trailingParticipleRate(buildContext(text));

  it("counts a clause tacked on with an -ing verb and its object, per sentence", () => {
    expect(rate("The council approved the plan, highlighting the need for new roads. Work starts in May.")).toBe(0.5);
    expect(rate("Prices rose, reflecting the cost of fuel, ensuring that margins held.")).toBe(2);
  });

  it("does not count -ing prepositions, pronouns or clauses without an object", () => {
    expect(rate("Costs rose, including the price of bread. Nothing changed, according to the minister.")).toBe(0);
    expect(rate("She left the room, laughing. He kept walking, something on his mind.")).toBe(0);
  });

  it("counts, in its broad form, the sentences with any -ing word after a comma", () => {
    const broad = (text: string) => commaIngSentenceRate(buildContext(text));
    expect(broad("She left the room, laughing. He kept walking. Costs rose, including rent, leaving little.")).toBeCloseTo(2 / 3, 9);
    expect(broad("Nothing here has that shape. Bring the king his ring.")).toBe(0);
  });

  it("both forms are read by the trained classifier, after the three detectors' features and before the mean word vector", () => {
    const features = ensembleModel().logistic.features;
    expect(features.slice(-VECTOR_FEATURES.length - 2, -VECTOR_FEATURES.length)).toEqual(["trailingParticiple", "commaIng"]);
  });
});

describe("advice on the two constructions", () => {
  // Written for this test: machine-style prose with a participle tail in most sentences.
  const TAILS = [
    "The new policy reshaped the local economy, highlighting the need for better infrastructure.",
    "Investment in rural roads rose sharply, creating thousands of jobs across the region.",
    "Farmers gained faster access to markets, boosting their incomes and overall resilience.",
    "Schools received additional funding, ensuring that more children could attend classes.",
    "Health clinics expanded their services, reflecting a broader commitment to community welfare.",
    "Overall, the reforms transformed daily life, fostering a sense of optimism and shared progress.",
  ].join(" ");
  // the same text with each tail ended or said plainly, as the advice asks
  const PLAIN = [
    "The new policy reshaped the local economy. The region needed better roads.",
    "Investment in rural roads rose sharply and thousands of jobs came with it.",
    "Farmers got to markets faster and earned more.",
    "Schools received additional funding, so more children could attend classes.",
    "Health clinics expanded their services.",
    "Overall, the reforms changed daily life, and people felt more hopeful.",
  ].join(" ");

  it("names the participle tails when most sentences carry one, and following the advice lowers the score", async () => {
    const tails = await detectText(TAILS);
    const advice = tails.recommendations.find((r) => r.includes("clause tacked on with an -ing verb"));
    expect(advice).toMatch(/^6 of your 6 sentences carry/);
    const plain = await detectText(PLAIN);
    expect(plain.recommendations.join(" ")).not.toContain("-ing verb");
    expect(plain.overallScore).toBeLessThan(tails.overallScore);
  });

  it("tells an answer that restates its question to give the finding first", async () => {
    const r = await detectText(`${RESTATED} It is important to note that such programmes also foster confidence, highlighting the multifaceted benefits of physical activity for older adults.`);
    expect(r.overallScore).toBeGreaterThanOrEqual(40); // style advice is only given at 40 or more
    expect(r.recommendations.join(" ")).toContain("instead of restating it");
    const direct = await detectText(DIRECT);
    expect(direct.recommendations.join(" ")).not.toContain("instead of restating it");
  });
});

describe("the -ing advice counts verbs only", () => {
  it("is not given for commas before 'during', 'including', 'according' or 'one morning'", async () => {
    const text = [
      "The council met twice last year, during the rainy season and again in the dry months.",
      "It discussed several projects, including a new market and two bridges over the river.",
      "Turnout was low, according to the clerk who kept the minutes of both meetings.",
      "Members arrived late, something that had become a habit among the older councillors.",
      "The mayor spoke first, morning light filling the narrow hall behind him.",
    ].join(" ");
    const r = await detectText(text);
    expect(r.overallScore).toBeGreaterThanOrEqual(40); // style advice is only given at 40 or more
    expect(r.recommendations.join(" ")).not.toContain("-ing verb");
  });
});
