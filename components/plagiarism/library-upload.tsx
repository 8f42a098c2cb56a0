"use client";

import { Loader2, Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MAX_REFERENCE_BYTES, REFERENCE_ACCEPT } from "@/lib/plagiarism/library-limits";

/** Adds a PDF, DOCX or TXT reference file to the library through /api/admin/library. */
export function LibraryUpload() {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    if (!(file instanceof File) || file.size === 0) return void toast.error("Choose a PDF, DOCX or TXT file to upload.");
    if (file.size > MAX_REFERENCE_BYTES) return void toast.error("The file is larger than 10 MB.");
    setBusy(true);
    try {
      const res = await fetch("/api/admin/library", { method: "POST", body: data });
      const json = (await res.json().catch(() => ({ ok: false, error: "The file could not be added right now. Please try again." }))) as { ok: boolean; message?: string; error?: string };
      if (!json.ok) throw new Error(json.error);
      toast.success(json.message ?? "Added to the library.");
      form.current?.reset();
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : "The file could not be added right now. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    // Four across only from 1280 px, the file's column the widest: four equal columns beside the side menu wrapped
    // "Reference file (PDF, DOCX, TXT)" onto two crowded lines at 1024 and 1280 px (and two columns at 768 px).
    <form
      ref={form}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-end"
    >
      <div className="grid gap-2 sm:col-span-2 xl:col-span-1">
        <Label htmlFor={`${id}-file`}>Reference file (PDF, DOCX, TXT)</Label>
        <Input id={`${id}-file`} name="file" type="file" accept={REFERENCE_ACCEPT} required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title (optional)</Label>
        <Input id={`${id}-title`} name="title" maxLength={500} placeholder="Defaults to the file name" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>Source URL (optional)</Label>
        <Input id={`${id}-url`} name="url" type="url" maxLength={2000} placeholder="https://..." />
      </div>
      <Button type="submit" disabled={busy} className="sm:col-span-2 xl:col-span-1">
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
        {busy ? "Uploading..." : "Add to library"}
      </Button>
    </form>
  );
}
