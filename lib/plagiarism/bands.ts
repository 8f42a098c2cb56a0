/** Plagiarism bands of SPEC.md section 9: below 15 % green (low), 15-29 % yellow (medium), 30 % and over red (high). */
export type RiskLevel = "low" | "medium" | "high";

export function riskLevel(percentage: number): RiskLevel {
  if (percentage >= 30) return "high";
  if (percentage >= 15) return "medium";
  return "low";
}

export const RISK_LABEL: Record<RiskLevel, string> = { low: "Low risk", medium: "Medium risk", high: "High risk" };
