import type { RiskLevel } from "./bands";

/** Shapes of the /api/plagiarism answer (SPEC.md section 3), shared by the route and the page. Browser-safe. */
export type PlagiarismSource = {
  title: string;
  url: string | null;
  matchedContent: string;
  matchPercentage: number;
  /** reference: the library; private: a client submission; web: a page found by web search. */
  kind: "reference" | "private" | "web";
  /** Date a private submission was received (ISO), the only detail a public check shows about it. */
  date?: string;
  /** Character ranges of the checked text that this source covers, for highlighting. */
  passages: Array<{ start: number; end: number }>;
};

export type PlagiarismResult = {
  plagiarismPercentage: number;
  uniquenessPercentage: number;
  riskLevel: RiskLevel;
  sources: PlagiarismSource[];
  recommendations: string[];
  report: string;
};

export const PRIVATE_SOURCE_TITLE = "Private submission";
