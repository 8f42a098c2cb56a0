"use client";

import { Loader2, Send } from "lucide-react";
import dynamic from "next/dynamic";
import { type FormEvent, useId, useRef, useState, useSyncExternalStore } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { preloadNotify } from "@/components/ui/notify";
import { primaryButtonLg, textareaClass } from "@/components/ui/plain-classes";
import {
  FIELD_LABELS,
  FIELD_LIMITS,
  FILE_UPLOADED_MESSAGE,
  FORM_FIELD_NAMES,
  HONEYPOT_FIELD,
  PROJECT_TYPES,
  REQUIRED_MESSAGE,
  SUBMISSION_KEY_FIELD,
  checkFileChoice,
} from "@/lib/requests/form-constants";
import type { RequestFields, RequestFieldsInput } from "@/lib/requests/schema";
import { DetailsCounter } from "./details-counter";
import { FileField } from "./file-field";
import { TextField, fieldClass } from "./text-field";
import { newSubmissionKey, sendRequest } from "./send-request";

// The validation library and the dialog are not needed to show the form: they load on first use, keeping the home
// page's first-load JavaScript small. The schema is still the one lib/requests/schema.ts the server uses.
const loadValidation = () => Promise.all([import("@/lib/requests/schema"), import("@hookform/resolvers/zod")]);
const lazyResolver: Resolver<RequestFieldsInput, unknown, RequestFields> = async (values, context, options) => {
  const [{ requestFieldsSchema }, { zodResolver }] = await loadValidation();
  return zodResolver(requestFieldsSchema)(values, context, options);
};
const noSubscribe = () => () => {};
const loadDialog = () => import("./success-dialog");
const SuccessDialog = dynamic(() => loadDialog().then((m) => m.SuccessDialog), { ssr: false });

const empty: RequestFieldsInput = { name: "", institution: "", program: "", email: "", phone: "", projectType: "" as never, details: "", turnitin: false };
const FILE_CODES = new Set(["file_type", "file_too_large", "file_empty", "file_name_too_long", "too_many_files", "body_too_large", "storage_config", "storage_permission", "storage_failed", "upload_timeout"]);

/**
 * 'Submit Your Request' (SPEC.md, Home). A plain multipart form posting to /api/requests, so it works with JavaScript
 * off; with JavaScript it validates with the shared schema, posts by XHR with real upload progress, keeps what was
 * typed on any failure, and on success clears everything and shows the confirmation dialog.
 */
export function RequestForm() {
  const id = useId();
  const form = useForm<RequestFieldsInput, unknown, RequestFields>({ resolver: lazyResolver, defaultValues: empty });
  const { errors } = form.formState;
  const fileInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // false in the server HTML (the browser's own required-field checks apply without JavaScript), true once hydrated.
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  // One idempotency key per filled-in form: retries and double clicks reuse it, a success starts a new one.
  const submissionKey = useRef<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  // Start loading what submitting needs as soon as the visitor starts filling in the form.
  const warmed = useRef(false);
  const warmUp = () => {
    if (warmed.current) return;
    warmed.current = true;
    void loadValidation();
    void loadDialog();
    preloadNotify();
  };

  const clearFileInput = () => {
    if (fileInput.current) fileInput.current.value = "";
  };
  const chooseFile = (chosen: File | null) => {
    const problem = chosen ? checkFileChoice(chosen) : null;
    setFileError(problem);
    setFile(problem ? null : chosen);
    setProgress(null);
    if (problem) notify.error(problem);
    // Whenever no file is kept, empty the native input too: it would otherwise still show the old name, post the file
    // without JavaScript, and fire no change event when the visitor picks the same file again.
    if (!chosen || problem) clearFileInput();
  };
  // the Remove button goes with the file: the focus moves to the file input, not back to the top of the page
  const removeFile = () => {
    chooseFile(null);
    fileInput.current?.focus();
  };

  const onValid = async (values: RequestFields) => {
    setProgress(file ? 0 : null);
    const body = new FormData();
    for (const name of FORM_FIELD_NAMES) body.set(name, String(values[name] ?? ""));
    body.set(HONEYPOT_FIELD, honeypot.current?.value ?? "");
    submissionKey.current ??= newSubmissionKey();
    body.set(SUBMISSION_KEY_FIELD, submissionKey.current);
    if (file) body.set("file", file); // last, after the fields
    const answer = await sendRequest(body, setProgress);
    if (answer.ok) {
      form.reset(empty);
      clearFileInput();
      setFile(null);
      setFileError(null);
      setProgress(null);
      submissionKey.current = null;
      // SPEC.md section 8, Upload: the file travels inside the request's POST, so its success is the request's.
      if (file) notify.success(FILE_UPLOADED_MESSAGE);
      notify.success("Request submitted successfully!");
      setDone(true);
      return;
    }
    setProgress(null);
    // in the form's order, the focus on the first (setError's own shouldFocus left it on the last one set)
    const invalid = (Object.keys(FIELD_LABELS) as (keyof RequestFieldsInput)[]).filter((name) => answer.fieldErrors?.[name]);
    for (const name of invalid) form.setError(name, { message: answer.fieldErrors![name] });
    if (invalid[0]) form.setFocus(invalid[0]);
    // a refused file or a storage failure gets the upload's own message (SPEC.md section 8, Upload), as when the
    // browser's check refuses the file; everything else is the request's "Failed to submit your request: ..."
    if (FILE_CODES.has(answer.code)) {
      setFileError(answer.error);
      notify.error(answer.error);
    } else notify.error(`Failed to submit your request: ${answer.error}`);
  };

  const onInvalid = (invalid: typeof errors) => {
    if (Object.values(invalid).some((e) => e?.message === REQUIRED_MESSAGE)) notify.error(REQUIRED_MESSAGE);
  };

  // 'Submitting...' shows on the tap itself, before validation: the first validation waits for the lazily loaded
  // schema chunk, seconds on a slow network with nothing changing on screen. Preloading it when the form scrolls into
  // view would still leave that wait whenever the chunk has not arrived yet (a slow link, a quick tap), and would fetch
  // it for visitors who only scroll past. The ref, not the state, guards a second submit in the same tick.
  const busy = useRef(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (busy.current) return event.preventDefault();
    busy.current = true;
    setSubmitting(true);
    try {
      await form.handleSubmit(onValid, onInvalid)(event);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const missingRequired = Object.values(errors).some((e) => e?.message === REQUIRED_MESSAGE);
  const projectTypeError = errors.projectType?.message;
  // SPEC's one message for every missing required field: each of those fields is described by it, so a screen reader
  // moving through the form hears why a field is invalid, not only that it is
  const requiredId = `${id}-required`;

  return (
    <>
      <form
        action="/api/requests"
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={warmUp}
        aria-label="Submit Your Request"
        className="relative grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={`${id}-name`} label={FIELD_LABELS.name} required autoComplete="name" placeholder="Your full name" maxLength={FIELD_LIMITS.name} error={errors.name?.message} requiredMessageId={requiredId} {...form.register("name")} />
          <TextField id={`${id}-institution`} label={FIELD_LABELS.institution} required autoComplete="organization" placeholder="e.g. University of Ghana" maxLength={FIELD_LIMITS.institution} error={errors.institution?.message} requiredMessageId={requiredId} {...form.register("institution")} />
          <TextField id={`${id}-program`} label={FIELD_LABELS.program} placeholder="e.g. BSc Business Administration" maxLength={FIELD_LIMITS.program} error={errors.program?.message} {...form.register("program")} />
          <TextField id={`${id}-email`} label={FIELD_LABELS.email} type="email" autoComplete="email" placeholder="you@example.com" maxLength={FIELD_LIMITS.email} error={errors.email?.message} {...form.register("email")} />
          <TextField id={`${id}-phone`} label={FIELD_LABELS.phone} required type="tel" autoComplete="tel" placeholder="e.g. 024 123 4567" maxLength={FIELD_LIMITS.phone} error={errors.phone?.message} requiredMessageId={requiredId} {...form.register("phone")} />
          <div className="grid content-start gap-2">
            <label htmlFor={`${id}-projectType`} className="text-sm leading-none font-medium">
              {FIELD_LABELS.projectType} <span aria-hidden="true" className="text-destructive">*</span>
            </label>
            <select
              id={`${id}-projectType`}
              required
              aria-invalid={projectTypeError ? true : undefined}
              aria-describedby={projectTypeError === REQUIRED_MESSAGE ? requiredId : undefined}
              className={fieldClass}
              {...form.register("projectType")}
            >
              <option value="">Select project type</option>
              {PROJECT_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-2">
          <label htmlFor={`${id}-details`} className="text-sm leading-none font-medium">
            {FIELD_LABELS.details}
          </label>
          <textarea
            id={`${id}-details`}
            rows={5}
            maxLength={FIELD_LIMITS.details}
            placeholder="Topic, length, deadline, referencing style and anything else we should know"
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={errors.details ? `${id}-details-error ${id}-details-count` : `${id}-details-count`}
            className={`${textareaClass} min-h-32`}
            {...form.register("details")}
          />
          <DetailsCounter id={`${id}-details-count`} control={form.control} limit={FIELD_LIMITS.details} />
          {errors.details?.message && (
            <p id={`${id}-details-error`} className="text-sm text-destructive">
              {errors.details.message}
            </p>
          )}
        </div>
        <FileField id={`${id}-file`} inputRef={fileInput} file={file} error={fileError} progress={progress} disabled={submitting} onChoose={chooseFile} onRemove={removeFile} />
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            value="Yes"
            className="mt-0.5 size-4 shrink-0 accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70"
            {...form.register("turnitin")}
          />
          <span>Submit my finished work to Turnitin and include the similarity report</span>
        </label>
        {/* Honeypot: off-screen and out of the tab order; people never fill it, simple bots do. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input ref={honeypot} id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {missingRequired && (
          <p id={requiredId} role="alert" className="text-sm font-medium text-destructive">
            {REQUIRED_MESSAGE}
          </p>
        )}
        {/* aria-disabled, not disabled, while sending: a disabled button loses the keyboard focus (Chromium moves it to
            <body>), and a keyboard user would then start again from the top of the page after every send. The
            success dialog hands the focus back here too. onSubmit's busy guard refuses a second send. */}
        <button ref={submitButton} type="submit" aria-disabled={submitting || undefined} className={`${primaryButtonLg} w-full sm:w-auto sm:justify-self-start`}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {submitting ? "Submitting..." : "Submit Request"}
        </button>
      </form>
      {done && <SuccessDialog open={done} onOpenChange={setDone} returnFocusTo={submitButton} />}
    </>
  );
}
