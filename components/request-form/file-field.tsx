"use client";

import { FileText, Upload, X } from "lucide-react";
import type { RefObject } from "react";
import { ghostIconButton } from "@/components/ui/plain-classes";
import { FILE_ACCEPT, FILE_FIELD } from "@/lib/requests/form-constants";

type Props = {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  error: string | null;
  /** 0-100 while the file is uploading, null otherwise. */
  progress: number | null;
  disabled: boolean;
  onChoose(file: File | null): void;
  onRemove(): void;
};

function formatSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The optional guidelines upload: a native file input (so it also posts without JavaScript), the chosen file with a
 * remove button, the upload's real progress, and the error text under the file (SPEC.md section 8).
 */
export function FileField({ id, inputRef, file, error, progress, disabled, onChoose, onRemove }: Props) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    // min-w-0 and minmax(0, 1fr) columns (grid-cols-1), here and in the chosen file's box: the name is cut with an
    // ellipsis, but its full length still counted as the grids' minimum width, so a long file name stretched the
    // whole form past a 375 px screen (1,232 px, the Submit button's label off screen)
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        Upload Project Guidelines (optional)
      </label>
      <div className="relative flex items-center gap-3 rounded-md border border-dashed border-input px-3 py-3 focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/70">
        <Upload className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          ref={inputRef}
          id={id}
          name={FILE_FIELD}
          type="file"
          accept={FILE_ACCEPT}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
          className="w-full min-w-0 text-sm outline-none file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        PDF or Word document (.pdf, .doc, .docx), less than 5MB.
      </p>
      {file && (
        <div className="grid grid-cols-1 gap-2 rounded-md bg-muted px-3 py-2">
          <div className="flex items-center gap-2 text-sm">
            <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate" data-testid="chosen-file">
              {file.name} <span className="text-muted-foreground">({formatSize(file.size)})</span>
            </span>
            <button type="button" className={ghostIconButton} onClick={onRemove} disabled={disabled} aria-label={`Remove ${file.name}`}>
              <X aria-hidden="true" />
            </button>
          </div>
          {progress !== null && (
            <div className="grid gap-1">
              <progress
                value={progress}
                max={100}
                aria-label="Upload progress"
                className="h-2 w-full overflow-hidden rounded-full bg-secondary [&::-webkit-progress-bar]:bg-secondary [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary"
              />
              <p className="text-xs text-muted-foreground" data-testid="upload-progress">
                {progress < 100 ? `Uploading... ${progress}%` : "Upload complete"}
              </p>
              {/* The line above changes on every progress event (several a second): as a live region it queued an
                  announcement for each one. Screen readers hear the upload in quarters instead, and its end. */}
              <p className="sr-only" aria-live="polite" data-testid="upload-progress-announcement">
                {progress < 100 ? `Uploading... ${Math.floor(progress / 25) * 25}%` : "Upload complete"}
              </p>
            </div>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
