"use client";

import { PlusIcon, SearchIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** The Clients card's controls: search, "Active clients only" (with SPEC's toasts) and "Add New Client". */
export function ClientsToolbar({ search, onSearch, activeOnly, onActiveOnly, onAdd }: { search: string; onSearch: (v: string) => void; activeOnly: boolean; onActiveOnly: (v: boolean) => void; onAdd: () => void }) {
  const id = useId();
  return (
    <div data-slot="clients-toolbar" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative">
        <Label htmlFor={`${id}-search`} className="sr-only">
          Search clients
        </Label>
        <SearchIcon className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
        <Input id={`${id}-search`} type="search" placeholder="Search clients..." className="pl-8 sm:w-64" value={search} onChange={(e) => onSearch(e.target.value)} />
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-active`}
          checked={activeOnly}
          onCheckedChange={(v) => {
            onActiveOnly(v);
            toast.info(v ? "Now showing active clients only" : "Now showing all clients");
          }}
        />
        <Label htmlFor={`${id}-active`}>Active clients only</Label>
      </div>
      <Button onClick={onAdd}>
        <PlusIcon aria-hidden="true" /> Add New Client
      </Button>
    </div>
  );
}
