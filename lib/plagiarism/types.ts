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
  /**
   * false when the text was compared with nothing (no reference document, no earlier submission, no web search): the
   * percentages and the risk level are then placeholders, not a result, and the page does not show them. Optional for
   * compatibility (DESIGN.md); the route always sends it, and an answer without it counts as compared.
   */
  compared?: boolean;
};

export const PRIVATE_SOURCE_TITLE = "Private submission";

/** The report's first line, and the page's toast, when `compared` is false. */
export const NOTHING_COMPARED_MESSAGE = "Nothing was compared: the reference library is empty.";
