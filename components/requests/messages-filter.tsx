import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = {
  /** every unread message, whatever the filter */
  unread: number;
  unreadOnly: boolean;
  /** the address of the messages' first page with the filter on or off */
  hrefFor: (unreadOnly: boolean) => string;
};

/**
 * All / Unread above the contact messages. Plain links (the list is paged on the server, and they work before the
 * page's scripts run); the current one carries aria-current.
 */
export function MessagesFilter({ unread, unreadOnly, hrefFor }: Props) {
  const link = (active: boolean) => cn(buttonVariants({ variant: active ? "default" : "outline", size: "sm" }), "shrink-0");
  return (
    <nav aria-label="Show messages" className="flex gap-2" data-slot="messages-filter">
      <Link href={hrefFor(false)} className={link(!unreadOnly)} aria-current={!unreadOnly ? "page" : undefined} scroll={false}>
        All
      </Link>
      <Link href={hrefFor(true)} className={link(unreadOnly)} aria-current={unreadOnly ? "page" : undefined} scroll={false}>
        Unread ({unread})
      </Link>
    </nav>
  );
}
