"use client";

import { AlertCircle, FileText, Loader2, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";

export function PromptsLoading() {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground">
      <Loader2 className="size-6 animate-spin" aria-hidden="true" />
      <p>Loading prompts...</p>
    </div>
  );
}

/** Shown when the list could not be read; Retry asks the server again. */
export function PromptsError() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 rounded-lg border border-destructive/30 py-16 text-center">
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold">Error loading prompts</p>
        <p className="text-sm text-muted-foreground">Please try refreshing the page</p>
      </div>
      <Button variant="outline" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Retry
      </Button>
    </div>
  );
}

export function PromptsEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed py-16 text-center">
      <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
      <div>
        <p className="font-semibold">No prompts added yet</p>
        <p className="text-sm text-muted-foreground">Create your first prompt to get started</p>
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" /> Add Your First Prompt
      </Button>
    </div>
  );
}
