import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { buildContext } from "@/lib/text-tools/detector/text-context";
import { questionEcho } from "@/lib/text-tools/detector/question-echo";
import { commaIngSentenceRate, trailingParticipleRate } from "@/lib/text-tools/detector/stylometry";
import { ensembleModel } from "@/lib/text-tools/detector/local";

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

  it("both forms are read by the trained classifier, after the three detectors' features", () => {
    expect(ensembleModel().logistic.features.slice(-2)).toEqual(["trailingParticiple", "commaIng"]);
  });
});
