/**
 * What stands in for an amount while it is hidden: fixed dots, rendered without any data, so the HTML of a
 * locked page carries no amount (not even its length).
 */
export function MaskedValue({ className }: { className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">••••••</span>
      <span className="sr-only">Hidden</span>
    </span>
  );
}
