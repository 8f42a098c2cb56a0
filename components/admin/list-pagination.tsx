import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { pageCount } from "@/lib/admin-lists/pagination";
import { FocusOnPageChange } from "./focus-on-page-change";
import { LinkPendingIcon } from "./link-pending-icon";
import { cn } from "@/lib/utils";

type Props = {
  /** what the rows are, for the labels: "requests", "messages" */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  /** the link of another page of this list (keeps the other lists' pages and the open tab) */
  hrefFor: (page: number) => string;
};

const number = new Intl.NumberFormat("en-US");

/**
 * Previous / Next under a paged admin list, with where the rows shown sit in the whole ("51–100 of 5,000 requests").
 * Plain links, so they work before the page's scripts run; one line from 320 px up. Nothing when there is one page.
 */
export function ListPagination({ noun, page, pageSize, total, hrefFor }: Props) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const link = cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0");
  // muted, not faded: axe measures a faded label's contrast (it is no control, so nothing exempts it)
  const disabled = cn(link, "pointer-events-none border-dashed text-muted-foreground shadow-none");
  const rangeId = `${noun}-pages-range`;
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex items-center justify-between gap-2" data-testid="list-pagination">
      <FocusOnPageChange page={page} targetId={rangeId} />
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={link} rel="prev">
          <LinkPendingIcon>
            <ChevronLeft aria-hidden="true" />
          </LinkPendingIcon>
          <span className="sr-only sm:not-sr-only">Previous</span>
          <span className="sr-only sm:hidden"> page</span>
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          <ChevronLeft />
          <span className="hidden sm:inline">Previous</span>
        </span>
      )}
      <p id={rangeId} tabIndex={-1} className="min-w-0 text-center text-sm text-muted-foreground tabular-nums outline-none" aria-live="polite">
        {number.format(first)}–{number.format(last)} of {number.format(total)} {noun}
        <span className="sr-only">, page {page} of {pages}</span>
      </p>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className={link} rel="next">
          <span className="sr-only sm:not-sr-only">Next</span>
          <span className="sr-only sm:hidden"> page</span>
          <LinkPendingIcon>
            <ChevronRight aria-hidden="true" />
          </LinkPendingIcon>
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          <span className="hidden sm:inline">Next</span>
          <ChevronRight />
        </span>
      )}
    </nav>
  );
}
