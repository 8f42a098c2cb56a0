import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Edit and Delete icon buttons of one client, shared by the table (wide screens) and the cards (phones). */
export function ClientRowActions({ name, onEdit, onDelete, className }: { name: string; onEdit: () => void; onDelete: () => void; className?: string }) {
  return (
    <div data-slot="client-row-actions" className={cn("flex", className)}>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete} className="text-destructive hover:text-destructive">
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
