"use client";

import { RotateCcw, Search } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  CATEGORY_FILTER_OPTIONS,
  isDefaultFilters,
  SORT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type UniversityFilters as Filters,
} from "@/lib/universities/filters";

type Props = { filters: Filters; onChange: (filters: Filters) => void; onReset: () => void };

function FilterSelect<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as T)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function UniversityFilters({ filters, onChange, onReset }: Props) {
  const search = useRef<HTMLInputElement>(null);
  // Reset disables itself (nothing left to reset), and a disabled button drops focus to <body>: a keyboard user
  // continues from the search field instead of the top of the page.
  const reset = () => {
    onReset();
    search.current?.focus();
  };
  // One row only where the card is wide enough for it (a container query: from 768 px the side menu takes 256 px, and
  // at 1,024-1,180 px the window-based lg: row squeezed the selects over one another).
  return (
    <div className="@container">
      <div className="grid gap-3 sm:grid-cols-2 @min-[56rem]:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] @min-[56rem]:items-end">
        <div className="grid gap-1.5 sm:col-span-2 @min-[56rem]:col-span-1">
          <Label htmlFor="university-search" className="text-xs text-muted-foreground">
            Search
          </Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              ref={search}
              id="university-search"
              type="search"
              className="pl-8"
              placeholder="Search by name or location"
              value={filters.search}
              onChange={(e) => onChange({ ...filters, search: e.target.value })}
            />
          </div>
        </div>
        <FilterSelect id="university-status-filter" label="Status" value={filters.status} options={STATUS_FILTER_OPTIONS} onChange={(status) => onChange({ ...filters, status })} />
        <FilterSelect id="university-category-filter" label="Category" value={filters.category} options={CATEGORY_FILTER_OPTIONS} onChange={(category) => onChange({ ...filters, category })} />
        <FilterSelect id="university-sort" label="Sort by" value={filters.sort} options={SORT_OPTIONS} onChange={(sort) => onChange({ ...filters, sort })} />
        <Button variant="outline" onClick={reset} disabled={isDefaultFilters(filters)}>
          <RotateCcw aria-hidden="true" /> Reset filters
        </Button>
      </div>
    </div>
  );
}
