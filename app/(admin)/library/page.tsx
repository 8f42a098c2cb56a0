import type { Metadata } from "next";
import Link from "next/link";
import { formatLibraryDate } from "@/components/plagiarism/library-date";
import { LibraryDeleteButton } from "@/components/plagiarism/library-delete-button";
import { LibraryUpload } from "@/components/plagiarism/library-upload";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/auth/session";
import { listLibrary } from "@/lib/plagiarism/admin-queries";

export const metadata: Metadata = { title: "Reference Library" };

export default async function LibraryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const params = await searchParams;
  const search = typeof params.q === "string" ? params.q : "";
  const lib = await listLibrary({ search, page: params.page });
  const pages = Math.max(1, Math.ceil(lib.matching / lib.pageSize));
  const href = (page: number) => `/library?${new URLSearchParams({ ...(search ? { q: search } : {}), page: String(page) })}`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Reference Library</h1>
        <p className="text-sm text-muted-foreground" data-testid="library-count">
          {lib.references.toLocaleString("en-US")} reference documents and {lib.privateDocuments.toLocaleString("en-US")} indexed submissions
        </p>
      </header>
      <LibraryUpload />
      <form className="flex gap-2" role="search">
        <label htmlFor="library-search" className="sr-only">
          Search the library
        </label>
        <Input id="library-search" name="q" defaultValue={search} placeholder="Search by title or URL" className="max-w-sm" />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {lib.items.length === 0 ? (
        <p className="text-muted-foreground">{search ? "No documents match your search." : "The library is empty. Upload a PDF, DOCX or TXT file above: public checks compare texts with the documents listed here."}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Title</TableHead>
              <TableHead>Type</TableHead>
              {/* on a phone the size and date go under the title, so the delete button stays on screen */}
              <TableHead className="hidden text-right sm:table-cell">Characters</TableHead>
              <TableHead className="hidden sm:table-cell">Added</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lib.items.map((d) => (
              <TableRow key={d.id}>
                <TableCell className="max-w-md whitespace-normal">
                  <span className="font-medium wrap-anywhere">{d.title}</span>
                  {/* w-0 min-w-full: the cut URL takes the cell's width instead of setting it (a long URL pushed Type and
                      Delete off a 375 px screen) */}
                  {d.url && (
                    <span className="block w-0 min-w-full truncate text-xs text-muted-foreground" title={d.url}>
                      {d.url}
                    </span>
                  )}
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {d.chars.toLocaleString("en-US")} characters · {formatLibraryDate(d.createdAt)}
                  </span>
                </TableCell>
                <TableCell>
                  <Badge variant={d.kind === "private" ? "secondary" : "outline"}>{d.kind === "private" ? "Submission" : "Reference"}</Badge>
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{d.chars.toLocaleString("en-US")}</TableCell>
                <TableCell className="hidden sm:table-cell">{formatLibraryDate(d.createdAt)}</TableCell>
                <TableCell>
                  <LibraryDeleteButton id={d.id} title={d.title} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          {lib.page > 1 && <Link href={href(lib.page - 1)}>Previous</Link>}
          <span>
            Page {lib.page} of {pages}
          </span>
          {lib.page < pages && <Link href={href(lib.page + 1)}>Next</Link>}
        </nav>
      )}
    </div>
  );
}
