import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** LLM-style paragraphs written for these tests (facts, numbers and citations included on purpose). */
export const AI_TEXTS = [
  "Additionally, the study underscores the crucial role of community health workers in rural Ghana. Researchers surveyed 1,240 households in 2019 and found that 63% relied on local clinics (Mensah, 2020). Furthermore, the findings highlight a pivotal shift in how families seek care, and they showcase the intricate interplay between cost and distance.",
  "In today's fast-paced world, remote learning has become a vital tool for students. It is important to note that online platforms foster collaboration and enhance engagement. However, many learners grapple with unreliable internet access, and this can hinder their progress. Ultimately, schools must leverage technology in order to ensure that every student has the ability to succeed.",
  "The Kwame Nkrumah Memorial Park stands as a testament to Ghana's enduring commitment to independence. Nestled in the heart of Accra, the park boasts a vibrant garden and a museum that showcases the rich tapestry of the nation's history. Visitors often describe it as \"a place of quiet pride\", and it serves as a reminder of the struggle that began on 6 March 1957.",
  "Moreover, the results demonstrate that the proposed model surpasses existing approaches by 12.5 percentage points [4]. The authors meticulously assessed performance across numerous datasets, and they note that the method is robust to noise. Consequently, the framework paves the way for comprehensive evaluations in the realm of medical imaging.",
  "When the rains came early in April, the farmers in the Volta Region faced a difficult choice. Many of them had already planted maize, but the storms destroyed nearly half of the seedlings. The local cooperative, which was founded in 1998, provided emergency seeds at a cost of GH₵ 45 per bag. Despite these challenges, the harvest in September was better than expected.",
  "Texting while driving is a dangerous habit that millions of drivers practice every day. Several countries have made it illegal, and research indicates that a driver who reads a message is 23 times more likely to crash. For more information, visit https://www.example.org/safety or write to info@example.org. Dr. Ama Owusu argues that education campaigns are more effective than fines.",
];

/** The AI-labelled texts of the shared dev set when the checkout has them (skipped otherwise). */
export function devAiTexts(limit: number): string[] {
  const file = path.resolve(__dirname, "../../../../shared/data/detector/dev.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as { label: string; text: string })
    .filter((r) => r.label === "ai").slice(0, limit).map((r) => r.text);
}
