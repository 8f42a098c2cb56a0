import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { protect } from "@/lib/text-tools/humanizer/protect";
import { dropSerialComma } from "@/lib/text-tools/humanizer/style";
import { STRENGTHS, STYLES, type HumanizeStrength, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/** Shared by the review tests that read whole rewrites: the local engine's text in one setting or in all twelve. */
export const rewrite = (text: string, style: HumanizeStyle, strength: HumanizeStrength, preserveLength = false) =>
  humanizeLocal(text, { style, strength, preserveLength }).text;

/** the rewrites of the text in all 12 settings */
export const everySetting = (text: string) => STYLES.flatMap((style) => STRENGTHS.map((strength) => rewrite(text, style, strength)));

/** whether heavy's serial-comma drop changes the sentence as the style stage sees it (masked) */
export const dropsSerialComma = (text: string) => {
  const { masked } = protect(text);
  return dropSerialComma(masked) !== masked;
};
