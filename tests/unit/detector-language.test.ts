import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { englishShare, NOT_ENGLISH_BELOW, NOT_ENGLISH_CONFIDENCE, NOT_ENGLISH_NOTE } from "@/lib/text-tools/detector/english";

// Paragraphs written for this test.
const FRENCH =
  "La ville d'Accra est la capitale du Ghana. Elle compte plusieurs universités et un grand marché. Les étudiants viennent de tout le pays pour étudier ici, et beaucoup travaillent le soir pour payer leurs frais de scolarité. Le climat est chaud et humide presque toute l'année, et la saison des pluies commence en avril.";
const TWI = "Me din de Kwame. Mefi Kumase na mesua adwuma wɔ Accra. Ɛnnɛ yɛbɛkɔ sukuu na yɛasua nhoma pii. Me maame ne me papa te Kumase, na wɔyɛ adwuma wɔ gua so daa.";
const GERMAN = "Die Universität in Accra hat viele Studenten. Sie lernen jeden Tag und arbeiten abends, um die Studiengebühren zu bezahlen. Im Sommer fahren viele nach Hause zu ihren Familien.";
const ENGLISH =
  "The library opens at eight, but most students arrive after lectures, when the reading rooms fill quickly. Last term the university added forty desks and longer weekend hours, and the queue for the printers is shorter now. Staff say the next step is better lighting on the top floor.";
const JAPANESE = "人工知能は私たちの生活を大きく変えています。医療や教育の分野で重要な役割を果たしています。";
const CHINESE = "人工智能正在改变我们的生活方式。它在医疗、教育和交通等领域发挥着越来越重要的作用。";
const RUSSIAN = "Искусственный интеллект меняет нашу жизнь. Он играет важную роль в медицине и образовании.";
// English with many names the vocabularies do not hold
const NAMES =
  "Otumfuo Osei Tutu II, the Asantehene, met Nana Addo Dankwa Akufo-Addo at Manhyia Palace in Kumasi, where Okyenhene Osagyefuo Amoatia Ofori Panin and Nii Tackie Teiko Tsuru II joined them.";
const PIDGIN = "Chale, the thing no easy oo. I go school today but the lecturer no come. We sit down for two hours, then everybody waka go house. Tomorrow we go see if he go show face.";

describe("texts that are not English", () => {
  it("measures the share of words the detector's vocabularies know", () => {
    for (const t of [FRENCH, TWI, GERMAN]) expect(englishShare(t)!).toBeLessThan(NOT_ENGLISH_BELOW);
    for (const t of [ENGLISH, PIDGIN, NAMES]) expect(englishShare(t)!).toBeGreaterThan(0.85);
    // scripts without spaces between words, or not Latin at all, count as no English, however few their "words"
    for (const t of [JAPANESE, CHINESE, RUSSIAN]) expect(englishShare(t)).toBe(0);
    // typographic apostrophes read as ASCII ones
    const apostrophes = "We didn't expect the dean's reply, and the students weren't told why the hall wasn't open.";
    expect(englishShare(apostrophes.replace(/'/g, "’"))).toBe(englishShare(apostrophes));
    expect(englishShare(apostrophes)).toBe(1);
    // too few words to tell
    expect(englishShare("Akwaaba! Wo ho te sɛn?")).toBeNull();
  });

  it("says so first, gives no style advice and keeps the overall confidence low", async () => {
    for (const t of [FRENCH, TWI, GERMAN, JAPANESE]) {
      const r = await detectText(t, { localOnly: true });
      expect(r.recommendations[0]).toBe(NOT_ENGLISH_NOTE);
      expect(r.recommendations.join(" ")).not.toMatch(/Vary sentence length|Replace words|Start sentences/);
      expect(r.overallConfidence).toBeLessThanOrEqual(NOT_ENGLISH_CONFIDENCE);
    }
  });

  it("leaves English, Pidgin and texts too short to tell alone", async () => {
    for (const t of [ENGLISH, PIDGIN, NAMES, "Akwaaba! Wo ho te sɛn?"]) {
      expect((await detectText(t, { localOnly: true })).recommendations).not.toContain(NOT_ENGLISH_NOTE);
    }
  });
});
