/**
 * Page numbers of the admin lists that grow without bound (requests, contact messages). Plain functions, shared by
 * the server pages and the browser.
 */

/** Rows per page of the requests table and of the contact messages. */
export const ADMIN_PAGE_SIZE = 50;

/** A `?page=` value as a page number from 1; anything else (missing, 0, "abc", an array) is page 1. */
export function parsePage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** How many pages `total` rows make; an empty list still has one (empty) page. */
export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * A page past the end (rows deleted since the link was made) shows the last page instead of an empty one; anything
 * below 1 or not a whole number is page 1.
 */
export function clampPage(page: number, total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, size));
}

/** The SQL offset of a page. */
export function pageOffset(page: number, size = ADMIN_PAGE_SIZE): number {
  return (page - 1) * size;
}
