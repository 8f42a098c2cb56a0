/**
 * How wide the amount is drawn, in em, from the advances of DejaVu Sans Bold (the widest bold system font it meets:
 * digits and "₵" 0.70 em, letters up to 0.84 em, the comma and point 0.38 em), plus 3%. "GH₵9,999,999,999.99" is
 * 12.7 em. A font that draws narrower only leaves the amount a little smaller than it could be.
 */
function widthInEm(text: string): number {
  let em = 0;
  for (const ch of text) em += ch === "," || ch === "." ? 0.38 : /[A-Z]/.test(ch) ? 0.84 : 0.7;
  return Math.max(1, em * 1.03);
}

/**
 * An amount ("GH₵9,999,999,999.99") that never breaks inside the number and never overflows its box: on one line at
 * the font size of its parent, or smaller when the box is too narrow for it at that size (a 375 px phone, a quarter
 * of a laptop screen). The box is measured as a CSS container, so it is right in the server's HTML and needs no
 * script; `overflow-wrap: anywhere` used to break such amounts after any digit ("GH₵9,999,999,999" / ".99").
 *
 * `contain`: false where the box must be sized by the amount itself (a column of `max-content` width): the amount
 * then keeps one line at the parent's size.
 */
export function FittedAmount({ text, className, contain = true }: { text: string; className?: string; contain?: boolean }) {
  const cqi = (100 / widthInEm(text)).toFixed(2);
  return (
    <span className={`${contain ? "block @container" : ""} ${className ?? ""}`.trim()} data-slot="fitted-amount">
      <span className="whitespace-nowrap" style={{ fontSize: `min(1em, ${cqi}cqi)` }}>
        {text}
      </span>
    </span>
  );
}
